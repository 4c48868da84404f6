import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@hitch/contract/common/enum-values";

/** The first of the browser's languages (its Accept-Language, in its order) that is one of ours, else the default. */
export function browserLanguage(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return DEFAULT_LANGUAGE;
}
