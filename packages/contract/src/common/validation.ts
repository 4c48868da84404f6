import { z } from "zod";
import { firstBroken, msg } from "./validation-messages.ts";

// Generic rules shared by many forms. Field-specific rules live beside this file:
// plate.ts, contact-fields.ts, personal-code.ts, accident-date.ts, files.ts.

/** Any required text ('Required field!'): trimmed, non-empty. */
export const requiredTextSchema = z
  .string(msg("validation.requiredField"))
  .trim()
  .min(1, msg("validation.requiredField"));

/** A yes/no question that must be answered: null (unanswered) is refused. */
export const requiredAnswerSchema = z.boolean(msg("validation.requiredField"));

/** The terms-and-privacy checkbox ('You must agree with the terms and privacy policies'). */
export const agreementSchema = z.literal(true, msg("validation.agreementRequired"));

/** Free-text description limits: long enough for a real account, short enough to bound storage. */
export const DESCRIPTION_MAX_LENGTH = 4000;
export const descriptionSchema = z
  .string(msg("validation.descriptionRequired"))
  .trim()
  .superRefine(
    firstBroken([
      [(v) => v !== "", "validation.descriptionRequired"],
      [(v) => v.length <= DESCRIPTION_MAX_LENGTH, "validation.textTooLong"],
    ]),
  );

/** Star rating of the feedback form: 1 to 5; 0 means none chosen yet. */
export const starsSchema = z
  .number(msg("validation.ratingRequired"))
  .int()
  .min(1, msg("validation.ratingRequired"))
  .max(5);
