// The error codes as plain values, without zod: the web's error texts (api/error-key.ts) are on
// every screen, and importing them from errors.ts would download zod with them. errors.ts
// re-exports these next to the error body schemas.

/**
 * The server speaks in error codes; the web app translates `errors.<code>`.
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
export type ErrorCode = (typeof ERROR_CODES)[number];
