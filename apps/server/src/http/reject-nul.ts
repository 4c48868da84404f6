import type { FastifyInstance } from "fastify";
import { HttpError } from "./http-error.ts";

function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (depth > 32 || value === null || typeof value !== "object" || Buffer.isBuffer(value)) return null;
  // for...in rather than Object.entries: this runs on every request and most values are tiny.
  for (const key in value) {
    const where = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return where;
    const found = findNul((value as Record<string, unknown>)[key], where, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const REQUEST_PARTS = ["params", "query", "body"] as const;

/**
 * PostgreSQL text cannot hold U+0000: such a value would fail deep in a query as a 500. No
 * field of ours has a use for it, so it is refused up front as a validation error.
 */
export function rejectNulCharacters(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook("preValidation", (request, _reply, done) => {
    for (const part of REQUEST_PARTS) {
      const path = findNul(request[part], "");
      if (path !== null)
        return done(new HttpError(400, "VALIDATION_FAILED", [{ path: path || part, code: "invalid_string" }]));
    }
    done();
  });
}
