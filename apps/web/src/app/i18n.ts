import i18n, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "@hitch/contract/common/enums";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@hitch/contract/common/enum-values";

const STORAGE_KEY = "hitch.language";

// One lazy chunk per language and namespace: only what the current screen needs is fetched.
const loaders = import.meta.glob<{ default: ResourceKey }>("../locales/*/*.json");

/** A ten-line backend instead of a dependency: resolves `<lng>/<ns>` to its dynamic import. */
const lazyLocales: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No locale file ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** A plain guard rather than the zod schema: zod stays out of the entry bundle. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language the server made the page in, when the page's data told it (render-page.ts on the server). */
export function servedLanguage(): Language | null {
  const served = document.querySelector('meta[name="hitch-language"]')?.getAttribute("content");
  return isLanguage(served) ? served : null;
}

export function storedLanguage(): Language {
  const stored = safeStorage()?.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Switches the UI language, remembers it over reloads and keeps <html lang> in sync. */
export async function setLanguage(language: Language): Promise<void> {
  safeStorage()?.setItem(STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

function syncDocument(language: string) {
  // Written only when it changes: setting <html lang>, even to the value it has, makes the browser re-check the
  // whole page's style (10-15 ms on a link's first screen), and a link's check sets the language it already has.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function initI18n() {
  // The page's own language when the server knew it (a link's, an invitation's, the address's): the app starts in
  // the language of the frame it takes over, and fetches only the texts the page preloaded for it.
  const language = servedLanguage() ?? storedLanguage();
  i18n.on("languageChanged", syncDocument);
  syncDocument(language);
  return i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: ["common"],
      defaultNS: "common",
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
}

export { i18n };
