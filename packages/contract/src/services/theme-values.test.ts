import { describe, expect, it } from "vitest";
import { brandProperties, brandTextColors, contrastRatio, DEFAULT_THEME_COLOR } from "./theme-values.ts";

describe("theme colour rules", () => {
  it("measures contrast as WCAG 2 does, whichever colour comes first", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
    // The WCAG examples' grey that just passes AA on white.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("puts white text on a dark brand colour and keeps the brand colour for text on white", () => {
    expect(brandTextColors(DEFAULT_THEME_COLOR)).toEqual({ onBrand: "#ffffff", brandInk: DEFAULT_THEME_COLOR });
    expect(brandTextColors("#0d47a1")).toEqual({ onBrand: "#ffffff", brandInk: "#0d47a1" });
  });

  it("puts near-black text on a light brand colour and near-black text on white instead of it", () => {
    expect(brandTextColors("#ffeb3b")).toEqual({ onBrand: "#111111", brandInk: "#1b1b1f" });
    // Just under AA against white (about 4.48): not readable enough.
    expect(brandTextColors("#777777")).toEqual({ onBrand: "#111111", brandInk: "#1b1b1f" });
  });

  it("gives the four custom properties of a brand colour, its soft tint nine tenths white", () => {
    expect(brandProperties("#0d47a1")).toEqual({
      "--brand": "#0d47a1",
      "--on-brand": "#ffffff",
      "--brand-ink": "#0d47a1",
      "--brand-soft": "#e7edf6",
    });
    expect(brandProperties("#ffeb3b")["--on-brand"]).toBe("#111111");
  });
});
