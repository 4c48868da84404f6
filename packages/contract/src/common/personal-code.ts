import { z } from "zod";
import { isRealDate } from "./calendar.ts";
import { msg } from "./validation-messages.ts";

/**
 * Estonian isikukood / Lithuanian asmens kodas: G YYMMDD NNNN (11 digits). G (1-6) gives sex and
 * century: 1-2 -> 1800s, 3-4 -> 1900s, 5-6 -> 2000s, so YYMMDD is checked as a real date in that
 * century (29 February only in leap years). The rule reads '3 digits starting 1-6, a valid
 * month and day, 4 digits'. The check digit is not verified: the rule does not ask for it and
 * operators enter codes from documents where a wrong check digit is better caught by a human.
 */
const BALTIC_11 = /^([1-6])(\d{2})(\d{2})(\d{2})\d{4}$/;

/**
 * Latvian personas kods: DDMMYY-CNNNN, C giving the century (0 -> 1800s, 1 -> 1900s, 2 -> 2000s).
 * Codes issued since July 2017 start with 32 and carry no birth date: only the shape is checked.
 */
const LATVIAN = /^(\d{2})(\d{2})(\d{2})-(\d)\d{4}$/;

const CENTURY_BY_ESTONIAN_DIGIT: Record<string, number> = {
  "1": 1800,
  "2": 1800,
  "3": 1900,
  "4": 1900,
  "5": 2000,
  "6": 2000,
};
const CENTURY_BY_LATVIAN_DIGIT: Record<string, number> = { "0": 1800, "1": 1900, "2": 2000 };

export function isValidPersonalCode(raw: string): boolean {
  const code = raw.trim();
  const ee = BALTIC_11.exec(code);
  if (ee) {
    const [, g, yy, mm, dd] = ee;
    return isRealDate(CENTURY_BY_ESTONIAN_DIGIT[g] + Number(yy), Number(mm), Number(dd));
  }
  const lv = LATVIAN.exec(code);
  if (lv) {
    const [, dd, mm, yy, c] = lv;
    if (code.startsWith("32")) return true;
    const century = CENTURY_BY_LATVIAN_DIGIT[c];
    return century !== undefined && isRealDate(century + Number(yy), Number(mm), Number(dd));
  }
  return false;
}

/** 'Personal code can not be empty and should be in correct format!'; output trimmed. */
export const personalCodeSchema = z
  .string(msg("validation.personalCodeInvalid"))
  .trim()
  .refine(isValidPersonalCode, msg("validation.personalCodeInvalid"));

/** Personal code of another party: may be left empty, otherwise must be valid. */
export const optionalPersonalCodeSchema = z
  .string()
  .trim()
  .refine((v) => v === "" || isValidPersonalCode(v), msg("validation.personalCodeInvalid"));
