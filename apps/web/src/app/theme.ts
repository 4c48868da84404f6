import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { Theme } from "@hitch/contract/services/service";
import { brandTextColors, DEFAULT_THEME_COLOR, THEME_COLOR_PATTERN } from "@hitch/contract/services/theme-values";
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
  const { onBrand, brandInk } = brandTextColors(color);
  root.setProperty("--brand", color);
  root.setProperty("--on-brand", onBrand);
  root.setProperty("--brand-ink", brandInk);
  root.setProperty("--brand-soft", mixWithWhite(color, 0.9));
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", color);
}

export function startThemeSync(): void {
  applyTheme(useTheme.getState());
  useTheme.subscribe((theme) => applyTheme(theme));
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mixWithWhite(hex: string, amount: number): string {
  const mixed = channels(hex).map((c) => Math.round(c + (255 - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}
