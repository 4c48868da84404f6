import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { handleCallbackRequestSchema, operatorCallbackSchema } from "@hitch/contract/admin/operator-callbacks";
import { serviceOfRecord } from "../../../modules/api-keys/public.ts";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, requireAdminService } from "../../../auth/admin-key.ts";
import { markCallbackHandled } from "../../../modules/dispatch/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Operator API: close a call-back (of two operators marking at once, one gets 409). */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const rt = ctx.dispatch;
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));

  app.post(`${ADMIN_PREFIX}/operator-callbacks/:id/handled`, {
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      params: idParamsSchema,
      body: handleCallbackRequestSchema.nullish(),
      response: { 200: operatorCallbackSchema, ...errors },
    },
    handler: async (request) => {
      requireAdminService(request, await serviceOfRecord.callback(db, request.params.id));
      return markCallbackHandled(db, request.params.id, request.body ?? {}, rt.now());
    },
  });
};
