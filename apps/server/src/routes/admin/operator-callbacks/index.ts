import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { operatorCallbackListQuerySchema, operatorCallbackSchema } from "@hitch/contract/admin/operator-callbacks";
import { requestsOfService } from "../../../modules/api-keys/public.ts";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, adminServiceScope } from "../../../auth/admin-key.ts";
import { listCallbacks } from "../../../modules/dispatch/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Operator API: requests nobody accepted in time, for operators to call the customer back. */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));

  app.get(`${ADMIN_PREFIX}/operator-callbacks`, {
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      querystring: operatorCallbackListQuerySchema,
      response: { 200: z.array(operatorCallbackSchema), ...errors },
    },
    handler: async (request) => {
      const all = await listCallbacks(db, request.query.state);
      const serviceId = adminServiceScope(request);
      if (serviceId === null) return all;
      const own = await requestsOfService(
        db,
        serviceId,
        all.map((c) => c.assistanceRequestId),
      );
      return all.filter((c) => own.has(c.assistanceRequestId));
    },
  });
};
