/** True for a foreign-key violation (SQLSTATE 23503), however the driver or Drizzle wraps it. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === "23503") return true;
    e = e.cause as typeof e;
  }
  return false;
}
