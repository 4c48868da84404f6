import { z } from "zod";
import { firstBroken, msg } from "./validation-messages.ts";

/**
 * Registration plates of Estonia (ARK), Latvia (CSDD) and Lithuania (Regitra) use the Latin letters
 * A-Z and digits only; national letters (Š Ž Õ Ä Ö Ü, Ā Č Ė ...) never appear on a plate. A user on
 * a Baltic keyboard may still type one, so cleanPlate() folds diacritics to the base letter (Š -> S)
 * instead of silently dropping the character, then removes spaces, dashes and other separators.
 * The pattern then needs only A-Z and 0-9. Lengths: the shortest real plates are 2 characters
 * (Latvian vanity plates), the longest about 8; 10 leaves room for trailer and diplomatic formats.
 */
export const PLATE_MIN_LENGTH = 2;
export const PLATE_MAX_LENGTH = 10;
export const PLATE_PATTERN = /^[A-Z0-9]{2,10}$/;

/** Upper-cases, folds diacritics and keeps only A-Z and 0-9. Safe to run on every keystroke. */
export function cleanPlate(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}

/** True when a value (already cleaned or not) is a plate worth looking up. */
export function isPlateLike(value: string): boolean {
  return PLATE_PATTERN.test(value.trim().toUpperCase());
}

/**
 * The lookup rule of both flows: run only when the trimmed, upper-cased value is non-empty,
 * matches the plate pattern and differs from the plate looked up last.
 */
export function shouldLookUpPlate(value: string, lastLookedUp: string | null | undefined): boolean {
  const plate = value.trim().toUpperCase();
  return plate !== "" && PLATE_PATTERN.test(plate) && plate !== (lastLookedUp ?? "").trim().toUpperCase();
}

/**
 * A plate as typed into a form or sent in a body: trimmed, required, letters and digits only,
 * 2-10 characters; the output is upper-cased. It does not clean: the form cleans on input,
 * and a server must refuse what a client failed to clean rather than guess.
 */
export const plateSchema = z
  .string(msg("validation.plateRequired"))
  .trim()
  .superRefine(
    firstBroken([
      [(v) => v !== "", "validation.plateRequired"],
      [(v) => /^[A-Za-z0-9]+$/.test(v), "validation.plateAlphanumeric"],
      [(v) => v.length >= PLATE_MIN_LENGTH && v.length <= PLATE_MAX_LENGTH, "validation.plateLength"],
    ]),
  )
  .toUpperCase()
  // The rules above live in a refinement, which JSON Schema cannot show; say them for /api/docs.
  .meta({ pattern: "^[A-Za-z0-9]{2,10}$", examples: ["123ABC"] });
export type Plate = z.output<typeof plateSchema>;
