import type { Language } from "@hitch/contract/common/enums";

/** Each language names itself, so a user who cannot read the current one still finds theirs. */
export const NATIVE_NAMES: Record<Language, string> = {
  en: "English",
  et: "Eesti",
  ru: "Русский",
  lv: "Latviešu",
  lt: "Lietuvių",
};
