import { z } from "zod";
import { firstBroken, msg, type ValidationMessageKey } from "./validation-messages.ts";

/** Pragmatic e-mail pattern: one @, no spaces, a dot in the domain part. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const NAME_MAX_LENGTH = 200;
/** E.164 allows at most 15 digits including the country code. */
export const PHONE_MAX_DIGITS = 15;
export const EMAIL_MAX_LENGTH = 254;

/** Full name: trimmed and required ('Provide your name'). */
export function makeNameSchema(required: ValidationMessageKey = "validation.nameRequired") {
  return z
    .string(msg(required))
    .trim()
    .superRefine(
      firstBroken([
        [(v) => v !== "", required],
        [(v) => v.length <= NAME_MAX_LENGTH, "validation.textTooLong"],
      ]),
    );
}
export const fullNameSchema = makeNameSchema();

/** Phone number without prefix: non-blank, digits only, no longer than a whole E.164 number. */
export function makePhoneSchema(
  required: ValidationMessageKey = "validation.phoneRequired",
  digits: ValidationMessageKey = "validation.phoneDigits",
) {
  return z
    .string(msg(required))
    .trim()
    .superRefine(
      firstBroken([
        [(v) => v !== "", required],
        [(v) => /^\d+$/.test(v), digits],
        [(v) => v.length <= PHONE_MAX_DIGITS, "validation.phoneTooLong"],
      ]),
    );
}
export const phoneSchema = makePhoneSchema();

/** Optional phone (other parties): empty is fine, anything else must be digits, not too many. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .superRefine(
    firstBroken([
      [(v) => v === "" || /^\d+$/.test(v), "validation.phoneDigits"],
      [(v) => v.length <= PHONE_MAX_DIGITS, "validation.phoneTooLong"],
    ]),
  );

/**
 * Optional e-mail: the empty string is allowed, a blank but non-empty value is not
 * (empty allowed, blank non-empty not allowed); the output is trimmed.
 */
export function makeOptionalEmailSchema(invalid: ValidationMessageKey = "validation.emailInvalid") {
  return z
    .string()
    .refine((v) => v === "" || (EMAIL_PATTERN.test(v.trim()) && v.trim().length <= EMAIL_MAX_LENGTH), msg(invalid))
    .overwrite((v) => v.trim());
}
export const optionalEmailSchema = makeOptionalEmailSchema();

/** Required e-mail: trimmed, non-empty, standard pattern. */
export function makeEmailSchema(invalid: ValidationMessageKey = "validation.emailInvalid") {
  return z
    .string(msg("validation.emailRequired"))
    .trim()
    .superRefine(
      firstBroken([
        [(v) => v !== "", "validation.emailRequired"],
        [(v) => EMAIL_PATTERN.test(v) && v.length <= EMAIL_MAX_LENGTH, invalid],
      ]),
    );
}
export const emailSchema = makeEmailSchema();

/** For API bodies: an e-mail that may be absent or null; when present, empty or valid. */
export const nullableEmailSchema = optionalEmailSchema.nullable().optional();
