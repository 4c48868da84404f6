import {
  serviceVehicleImportBodySchema as serviceBodySchema,
  serviceVehicleImportParamsSchema as serviceParamsSchema,
  vehicleImportResponseSchema,
} from "@hitch/contract/admin/vehicles-import";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { findServiceByAnyName } from "../../../modules/services/public.ts";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, requireAdminService } from "../../../auth/admin-key.ts";
import { IMPORT_BODY_LIMIT, acceptCsvBodies, importRowsOf, importVehicles } from "../../../modules/vehicles/public.ts";

/**
 * Operator API: bulk vehicle and insurance import for one service, JSON or CSV.
 *   curl -H "authorization: Bearer $KEY" -H 'content-type: text/csv' --data-binary @fleet.csv \
 *     $HOST/api/v1/admin/services/demo/vehicles/import
 * Answers how many vehicles were added and updated, and each rejected row with a reason code.
 */
export const routes: RouteModule = (app, ctx) => {
  const { db, now } = ctx;
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));
  acceptCsvBodies(app);

  app.post(`${ADMIN_PREFIX}/services/:name/vehicles/import`, {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      params: serviceParamsSchema,
      body: serviceBodySchema,
      response: { 200: vehicleImportResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      requireAdminService(request, (await findServiceByAnyName(db, request.params.name))?.id);
      return importVehicles(db, request.params.name, importRowsOf(request, request.body), now());
    },
  });
};
