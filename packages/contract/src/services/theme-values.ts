// A service theme's plain values, without zod: the web's entry pages paint the theme before any
// form loads. service.ts builds themeSchema from these and re-exports them.

export const DEFAULT_THEME_COLOR = "#d32f2f";
/** A theme colour is #rrggbb. */
export const THEME_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
