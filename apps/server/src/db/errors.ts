/** True for a unique-constraint violation (SQLSTATE 23505), however the driver or Drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, "23505");
}

/** True for a foreign-key violation (SQLSTATE 23503), however the driver or Drizzle wraps it. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, "23503");
}

/** Walks the error's causes: Drizzle wraps the driver's error, which carries the SQLSTATE as `code`. */
function hasSqlState(error: unknown, state: string): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === state) return true;
    e = e.cause as typeof e;
  }
  return false;
}
