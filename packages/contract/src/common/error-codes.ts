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
  /** 503 with Retry-After: the instance is processing as many photos as it takes at once; send it again. */
  "UPLOADS_BUSY",
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
  "CROSS_SITE_REQUEST",
  /** 503 with Retry-After: the instance is overloaded (event loop or memory past its limit); try again shortly. */
  "SERVER_BUSY",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Codes only the operator API (and the server's own pages) answer, as the body's `code` or as an
 * `errors[].code`. Customers never see them, so the web app has no texts for them; they are
 * listed so that operator tooling can match on them and so that the server's error-code test
 * catches a new code nobody listed.
 */
export const OPERATOR_ERROR_CODES = [
  /** A service with that name or link name exists (409). */
  "SERVICE_EXISTS",
  /** A workshop a claim or case chose cannot be removed (edit it instead). */
  "WORKSHOP_IN_USE",
  /** An uploaded SVG damage template carries scripts, event handlers or external references. */
  "SVG_ACTIVE_CONTENT",
  /** Vehicle CSV import: a quoted cell never closes (errors[].code, path body). */
  "CSV_UNTERMINATED_QUOTE",
  /** Vehicle import: no header row in the CSV (path body) or no rows at all (path rows); an errors[].code. */
  "NO_ROWS",
  /** Vehicle import: more rows than one import takes (errors[].code, path rows). */
  "TOO_MANY_ROWS",
  /** Vehicle CSV import: a header column the import does not know (errors[].code, path header.<name>). */
  "UNKNOWN_COLUMN",
  /** Vehicle CSV import: a header column named twice (errors[].code, path header.<name>). */
  "DUPLICATE_COLUMN",
  /** No call-back with that id. */
  "CALL_BACK_NOT_FOUND",
  /** The call-back was marked handled already; the first record stays. */
  "CALL_BACK_ALREADY_HANDLED",
  /** Console: a platform administrator must enrol a second factor (TOTP) before anything else (403). */
  "TWO_FACTOR_REQUIRED",
  /** Console: a provider viewer reads only; every write answers 403 with this code. */
  "READ_ONLY_ROLE",
  /** /api/v1/admin: a service's API key called a route of the whole platform (services, operators, backup, drivers); use ADMIN_API_KEY (403). */
  "PLATFORM_KEY_REQUIRED",
  /** 503 for a page when the server runs without the built web app (WEB_DIST). */
  "WEB_APP_NOT_BUILT",
  /** 503 from /readyz; its errors[] name each failing check (path) with one of the four codes below. */
  "NOT_READY",
  /** /readyz: the database did not answer (in 2 s). */
  "DATABASE_UNREACHABLE",
  /** /readyz: the database lacks a migration this version ships (run `migrate`, or wait for the instance that does). */
  "MIGRATIONS_PENDING",
  /** /readyz: a background worker (dispatchWorker, outboxSender) of this instance is not running. */
  "WORKER_NOT_RUNNING",
  /** /readyz: the instance got SIGTERM and is finishing what it has. */
  "SHUTTING_DOWN",
  /** GET /api/v1/admin/backup on PostgreSQL (409): use pg_dump. */
  "USE_PG_DUMP",
  /** Console: re-sending a link to a request that has no phone to text (409). */
  "NO_PHONE",
  /** Console: only a timed-out request goes to dispatch again (409). */
  "REQUEST_NOT_TIMED_OUT",
  /** Console: the driver chosen by hand is busy or off duty by now (409). */
  "DRIVER_NOT_AVAILABLE",
  /** Console: the request has ended (finished or cancelled); no driver can be given it (409). */
  "REQUEST_ENDED",
  /** Console: a retry of an SMS that has not failed (409). */
  "SMS_NOT_FAILED",
  /** Console: a failed SMS whose sealed text was erased (given up); re-send the link instead (409). */
  "SMS_TEXT_GONE",
  /** Console Operators: an operator with that e-mail exists already (409). */
  "OPERATOR_EXISTS",
  /** Console Operators: an administrator cannot disable their own account (409). */
  "CANNOT_DISABLE_SELF",
  /** Console Operators: an administrator cannot remove their own platform administrator flag (409). */
  "CANNOT_REMOVE_OWN_ADMIN",
  /** Driver API: a push subscription whose endpoint is not https (a browser never gives one) (400). */
  "PUSH_ENDPOINT_NOT_HTTPS",
  /**
   * Console sign-in (429 with Retry-After): too many failed sign-ins or codes on this account from browsers
   * that never signed in to it; a browser that did is let through.
   */
  "ACCOUNT_RATE_LIMITED",
  /** Console: the account is disabled (sign-in, and any call of a session that ended because of it; 401). */
  "ACCOUNT_DISABLED",
] as const;
export type OperatorErrorCode = (typeof OPERATOR_ERROR_CODES)[number];
