import { adminFeedbackQuerySchema, adminFeedbackResponseSchema } from "@hitch/contract/admin/feedback";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, requireAdminService } from "../../../auth/admin-key.ts";
import { HttpError } from "../../../http/http-error.ts";
import { feedbackSummary } from "../../../modules/feedback/public.ts";
import { findServiceByAnyName } from "../../../modules/services/public.ts";

/** Operator API: the answers a service has received (newest first) with their count and mean rating. */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));

  app.get(`${ADMIN_PREFIX}/feedback`, {
    schema: {
      tags: ["admin"],
      security: [{ apiKey: [] }],
      querystring: adminFeedbackQuerySchema,
      response: { 200: adminFeedbackResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const service = await findServiceByAnyName(db, request.query.serviceName);
      if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
      requireAdminService(request, service.id);
      return feedbackSummary(db, service.id);
    },
  });
};
