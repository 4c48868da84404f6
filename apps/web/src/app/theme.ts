import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { Theme } from "@hitch/contract/services/service";
import { brandProperties, DEFAULT_THEME_COLOR, THEME_COLOR_PATTERN } from "@hitch/contract/services/theme-values";
import { bodyOf, client } from "../api/client.ts";

interface ThemeState extends Theme {
  setTheme: (theme: Theme) => void;
}

const defaultTheme: Theme = { color: DEFAULT_THEME_COLOR, logo: null };

/** The service's logo and colour; persisted so a reload paints the right brand at once. */
export const useTheme = create<ThemeState>()(
  persist((set) => ({ ...defaultTheme, setTheme: (theme) => set(theme) }), {
    name: "hitch.theme",
    storage: createJSONStorage(() => localStorage),
    partialize: ({ color, logo }) => ({ color, logo }),
  }),
);

export const loadThemeByService = async (serviceName: string) =>
  adoptTheme(await bodyOf(client.GET("/theme/{serviceName}", { params: { path: { serviceName } } })));
// The request's and claim's service-theme answers are the whole service, its theme inside.
export const loadThemeForRequest = async (id: number) =>
  adoptTheme((await bodyOf(client.GET("/assistance-request/{id}/service-theme", { params: { path: { id } } })))?.theme);
export const loadThemeForClaim = async (id: number) =>
  adoptTheme((await bodyOf(client.GET("/claims/{id}/service-theme", { params: { path: { id } } })))?.theme);

function adoptTheme(answer: Partial<Theme> | undefined): Theme {
  // The contract's colour rule without themeSchema, so zod stays out of the entry bundle; a bad colour falls back.
  const theme: Theme = {
    color:
      typeof answer?.color === "string" && THEME_COLOR_PATTERN.test(answer.color) ? answer.color : DEFAULT_THEME_COLOR,
    logo: typeof answer?.logo === "string" && answer.logo ? answer.logo : null,
  };
  useTheme.getState().setTheme(theme);
  return theme;
}

/** Writes the theme as CSS custom properties on <html> and keeps the browser chrome in step. */
export function applyTheme({ color }: Theme): void {
  const root = document.documentElement.style;
  // Text on the brand colour, and brand-coloured text on white, stay readable even for a light brand colour.
  for (const [name, value] of Object.entries(brandProperties(color))) root.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", color);
}

/** The element in which the server writes the theme of the service it answered the page for. */
const SERVED_THEME_ELEMENT_ID = "hitch-theme";

/** That theme, when the server knew the service (a link, partner, case or feedback page); else undefined. */
function servedTheme(): Partial<Theme> | undefined {
  const text = document.getElementById(SERVED_THEME_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Partial<Theme>;
  } catch {
    return undefined;
  }
}

/**
 * Whether the server wrote this page's service theme into it: a page that has it needs no call for its brand.
 * (The app's own navigations keep the document, and with it the element, of the page they started on.)
 */
export const themeCameWithPage = (): boolean => servedTheme() !== undefined;

export function startThemeSync(): void {
  // The page's own service wins over the one remembered from an earlier visit: no other brand flashes.
  const served = servedTheme();
  if (served) adoptTheme(served);
  applyTheme(useTheme.getState());
  useTheme.subscribe((theme) => applyTheme(theme));
}
