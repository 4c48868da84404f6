import { z } from "zod";

/**
 * The server speaks in error codes; the web app translates `errors.<code>`.
 * Every non-2xx body has this shape.
 */
export const ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL_ERROR",
  "SERVICE_NOT_FOUND",
  "LINK_NOT_FOUND",
  "REQUEST_NOT_EDITABLE",
  "CLAIM_NOT_EDITABLE",
  "FILE_TOO_LARGE",
  "FILE_NOT_IMAGE",
  "IMAGE_TOO_LARGE",
  "TOO_MANY_FILES",
  "VEHICLE_NOT_FOUND",
  "VEHICLE_NOT_INSURED",
  "MISSING_INCIDENT",
  "MISSING_LOCATION",
  "MISSING_VEHICLE",
  "MISSING_CONTACT",
  "MISSING_DESCRIPTION",
  "GEOCODER_UNAVAILABLE",
  "FEEDBACK_ALREADY_GIVEN",
  "FEEDBACK_EXPIRED",
  "CASE_CLOSED",
  "CASE_STEP_COMPLETED",
  "WORKSHOP_NOT_FOUND",
  "REGISTRY_UNAVAILABLE",
  "CELL_OUTSIDE_GRID",
  "STEP_NOT_IN_FLOW",
  "WORKSHOP_NOT_SUITABLE",
  "CLAIM_NOT_SUBMITTED",
  "DAMAGE_ASSESSMENT_NOT_ENABLED",
  "DAMAGE_ASSESSMENT_UNAVAILABLE",
  "FEEDBACK_NOT_ENABLED",
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

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
