/** Letters that Unicode does not decompose into a base letter plus a mark. */
const FOLDS: Record<string, string> = {
  ß: "ss",
  ẞ: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
  ŧ: "t",
  ŀ: "l",
};
const FOLDABLE = new RegExp(`[${Object.keys(FOLDS).join("")}]`, "g");

/**
 * Folds text for matching: lower case, diacritics removed ('Pärnu' -> 'parnu', 'Šiauliai' ->
 * 'siauliai', 'Łódź' -> 'lodz'), runs of whitespace and control characters collapsed to one space.
 */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(FOLDABLE, (ch) => FOLDS[ch] ?? ch)
    .replace(/[\s\p{C}]+/gu, " ")
    .trim();
}
