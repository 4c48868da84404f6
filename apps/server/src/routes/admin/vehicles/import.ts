import {
  serviceVehicleImportBodySchema as serviceBodySchema,
  serviceVehicleImportParamsSchema as serviceParamsSchema,
  vehicleImportBodySchema as contractBodySchema,
  vehicleImportQuerySchema as contractQuerySchema,
  vehicleImportResponseSchema,
} from "@hitch/contract/admin/vehicles-import";
import { errorBodySchema } from "@hitch/contract/common/errors";
import type { FastifyRequest } from "fastify";
import { ADMIN_PREFIX, type RouteModule } from "../../app-context.ts";
import { apiKeyGuard } from "../../auth/api-key.ts";
import { HttpError } from "../../http/http-error.ts";
import { csvImportRows, importVehicles } from "./import.ts";

/** 10,000 rows of a dozen columns stay well under this; JSON elsewhere keeps the small global limit. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;
const CSV_TYPES = ["text/csv", "application/csv"];

const security = [{ apiKey: [] }];
const responses = {
  200: vehicleImportResponseSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
};

const isCsv = (request: FastifyRequest) =>
  CSV_TYPES.some((t) => (request.headers["content-type"] ?? "").toLowerCase().startsWith(t));

/** A string body is CSV only when it came as CSV: a JSON string literal is not an import. */
function rowsOf(request: FastifyRequest, body: unknown[] | { rows: unknown[] } | string): readonly unknown[] {
  if (typeof body === "string") {
    if (!isCsv(request)) throw new HttpError(400, "VALIDATION_FAILED", [{ path: "body", code: "invalid_type" }]);
    return csvImportRows(body);
  }
  return Array.isArray(body) ? body : body.rows;
}

/**
 * Operator API: bulk vehicle and insurance import for one service, JSON or CSV.
 *   curl -H "authorization: Bearer $KEY" -H 'content-type: text/csv' --data-binary @fleet.csv \
 *     $HOST/api/v1/admin/services/demo/vehicles/import
 * Answers how many vehicles were added and updated, and each rejected row with a reason code.
 */
export const vehicleImportRoutes: RouteModule = (app, { config, db, now }) => {
  app.addHook("onRequest", apiKeyGuard(config.adminApiKey));
  app.addContentTypeParser(CSV_TYPES, { parseAs: "string", bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(`${ADMIN_PREFIX}/services/:name/vehicles/import`, {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: { tags: ["operator"], security, params: serviceParamsSchema, body: serviceBodySchema, response: responses },
    handler: async (request) => importVehicles(db, request.params.name, rowsOf(request, request.body), now()),
  });

  // The same import with the service named in the body (JSON) or in ?serviceName= (CSV).
  app.post(`${ADMIN_PREFIX}/vehicles/import`, {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags: ["operator"],
      security,
      querystring: contractQuerySchema,
      body: contractBodySchema,
      response: responses,
    },
    handler: async (request) => {
      const body = request.body;
      const serviceName = typeof body === "string" ? request.query.serviceName : body.serviceName;
      if (!serviceName) throw new HttpError(400, "VALIDATION_FAILED", [{ path: "serviceName", code: "invalid_type" }]);
      return importVehicles(db, serviceName, rowsOf(request, typeof body === "string" ? body : body.rows), now());
    },
  });
};
