import { z } from "zod";
import { ERROR_CODES } from "./error-codes.ts";

/**
 * Every non-2xx body has the shape of errorBodySchema. The codes and their type live in
 * error-codes.ts (no zod, for the web's screens) and are re-exported here.
 */
export * from "./error-codes.ts";

export const errorCodeSchema = z.enum(ERROR_CODES);

export const fieldErrorSchema = z.object({
  /** Dotted path of the offending field, e.g. "contact.phone". */
  path: z.string(),
  /** An i18n key or error code describing what is wrong. */
  code: z.string(),
});

export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  /** Per-field problems for validation errors; also the "errors list" the submit screen joins. */
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
