// A service theme's plain values and colour rules, without zod: the web's entry pages paint the theme before any
// form loads. service.ts builds themeSchema from these and re-exports them.

export const DEFAULT_THEME_COLOR = "#d32f2f";
/** A theme colour is #rrggbb. */
export const THEME_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

const WHITE = "#ffffff";
/** Text on a brand-coloured surface when white would not be readable on it. */
const DARK_ON_BRAND = "#111111";
/** Brand-coloured text on white when the brand colour itself is too light to read. */
const DARK_INK = "#1b1b1f";
/** WCAG 2 level AA for normal text. */
const READABLE_CONTRAST = 4.5;

/** WCAG 2 relative luminance of a #rrggbb colour: 0 (black) to 1 (white). */
function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours: 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colours that go with a theme colour (#rrggbb): `onBrand` for text on a brand-coloured surface
 * (white when it reads at AA contrast, else near-black) and `brandInk` for brand-coloured text on white
 * (the brand colour when it reads, else near-black). The web app and the server's own pages both use it.
 */
export function brandTextColors(brand: string): { onBrand: string; brandInk: string } {
  const whiteReads = contrastRatio(brand, WHITE) >= READABLE_CONTRAST;
  return { onBrand: whiteReads ? WHITE : DARK_ON_BRAND, brandInk: whiteReads ? brand : DARK_INK };
}

/** The brand colour mixed with white, `amount` 0 (the colour) to 1 (white). */
function mixWithWhite(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const mixed = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round(c + (255 - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The CSS custom properties of a theme colour (#rrggbb): the web app sets them on <html> when the theme is
 * known, and the server writes them into the first HTML of a page whose service it knows.
 */
export function brandProperties(
  brand: string,
): Record<"--brand" | "--on-brand" | "--brand-ink" | "--brand-soft", string> {
  const { onBrand, brandInk } = brandTextColors(brand);
  return { "--brand": brand, "--on-brand": onBrand, "--brand-ink": brandInk, "--brand-soft": mixWithWhite(brand, 0.9) };
}
