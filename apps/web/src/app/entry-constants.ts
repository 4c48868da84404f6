import type { Language } from "@hitch/contract/common/enums";
import type { LinkMessage } from "@hitch/contract/links/link-messages";

/*
 * Contract constants the entry bundle needs, copied on purpose. The contract modules that define
 * them also build zod schemas; the bundler keeps a module whole in one chunk, so importing a value
 * from such a module here would pull zod (~25 KB gzipped) into every page as soon as any lazy
 * flow uses a schema from the same module. entry-constants.test.ts keeps the copies equal to the
 * contract. Entry code (app/, api/client.ts, ui/ used by the shell, links/, partner/, home/)
 * imports contract values only from here; `import type` from the contract is always fine.
 */

export const LANGUAGES = ["en", "et", "ru", "lv", "lt"] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = "en";
export const DEFAULT_THEME_COLOR = "#d32f2f";
export const LINK_MESSAGES = [
  "LINK_EXPIRED",
  "LINK_ALREADY_PROCESSED",
  "LINK_INVALID",
  "LINK_VALIDATION_FAILED",
] as const satisfies readonly LinkMessage[];
