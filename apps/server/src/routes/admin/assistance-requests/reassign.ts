import { errorBodySchema } from "@hitch/contract/common/errors";
import { reassignRequestSchema } from "@hitch/contract/admin/drivers";
import { driverAssignmentSchema } from "@hitch/contract/dispatch/assignment";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { serviceOfRecord } from "../../../modules/api-keys/public.ts";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, requireAdminService } from "../../../auth/admin-key.ts";
import { readAssignment, transferJob } from "../../../modules/dispatch/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Operator API: replace the driver of an accepted job (named, or the nearest free one). */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const rt = ctx.dispatch;
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));

  app.post(`${ADMIN_PREFIX}/assistance-requests/:id/reassign`, {
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      params: idParamsSchema,
      body: reassignRequestSchema,
      response: { 200: driverAssignmentSchema, ...errors },
    },
    handler: async (request) => {
      requireAdminService(request, await serviceOfRecord.assistanceRequest(db, request.params.id));
      await transferJob(rt, request.params.id, { toDriverId: request.body.driverId });
      return (await readAssignment(db, request.params.id))!;
    },
  });
};
