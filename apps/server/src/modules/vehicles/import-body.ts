import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../../http/http-error.ts";
import { csvImportRows } from "./import.ts";

/** 10,000 rows of a dozen columns stay well under this; JSON elsewhere keeps the small global limit. */
export const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;
const CSV_TYPES = ["text/csv", "application/csv"];

/** Lets the calling scope take CSV bodies (as text, up to IMPORT_BODY_LIMIT) besides JSON. */
export function acceptCsvBodies(scope: FastifyInstance) {
  scope.addContentTypeParser(CSV_TYPES, { parseAs: "string", bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
}

const isCsv = (request: FastifyRequest) =>
  CSV_TYPES.some((t) => (request.headers["content-type"] ?? "").toLowerCase().startsWith(t));

/** The import's rows. A string body is CSV only when it came as CSV: a JSON string literal is not an import. */
export function importRowsOf(
  request: FastifyRequest,
  body: unknown[] | { rows: unknown[] } | string,
): readonly unknown[] {
  if (typeof body === "string") {
    if (!isCsv(request)) throw new HttpError(400, "VALIDATION_FAILED", [{ path: "body", code: "invalid_type" }]);
    return csvImportRows(body);
  }
  return Array.isArray(body) ? body : body.rows;
}
