import { HttpError } from "../../http/http-error.ts";

/** SQLSTATE 22023 (invalid parameter value): what PostgreSQL answers for a time zone it does not know. */
const INVALID_PARAMETER_VALUE = "22023";

function sqlStateOf(error: unknown): unknown {
  // Drizzle wraps the driver's error, which carries the SQLSTATE as `code`.
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === INVALID_PARAMETER_VALUE) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * Runs queries that count days or weeks in the operator's time zone. The contract admits only zones the
 * server's runtime knows; one the database's own zone list lacks is still the caller's input, so a 400.
 */
export async function inOperatorTimeZone<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (sqlStateOf(error) === INVALID_PARAMETER_VALUE)
      throw new HttpError(400, "VALIDATION_FAILED", [{ path: "timeZone", code: "invalid_value" }]);
    throw error;
  }
}
