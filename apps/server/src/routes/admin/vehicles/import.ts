import {
  vehicleImportBodySchema as contractBodySchema,
  vehicleImportQuerySchema as contractQuerySchema,
  vehicleImportResponseSchema,
} from "@hitch/contract/admin/vehicles-import";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { findServiceByAnyName } from "../../../modules/services/public.ts";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, requireAdminService } from "../../../auth/admin-key.ts";
import { HttpError } from "../../../http/http-error.ts";
import { IMPORT_BODY_LIMIT, acceptCsvBodies, importRowsOf, importVehicles } from "../../../modules/vehicles/public.ts";

/**
 * Operator API: the bulk vehicle import (as under /services/{name}/vehicles/import) with the service
 * named in the body (JSON) or in ?serviceName= (CSV).
 */
export const routes: RouteModule = (app, ctx) => {
  const { db, now } = ctx;
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));
  acceptCsvBodies(app);

  app.post(`${ADMIN_PREFIX}/vehicles/import`, {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      querystring: contractQuerySchema,
      body: contractBodySchema,
      response: { 200: vehicleImportResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const body = request.body;
      const serviceName = typeof body === "string" ? request.query.serviceName : body.serviceName;
      if (!serviceName) throw new HttpError(400, "VALIDATION_FAILED", [{ path: "serviceName", code: "invalid_type" }]);
      requireAdminService(request, (await findServiceByAnyName(db, serviceName))?.id);
      return importVehicles(db, serviceName, importRowsOf(request, typeof body === "string" ? body : body.rows), now());
    },
  });
};
