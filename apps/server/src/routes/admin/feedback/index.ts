import { adminFeedbackQuerySchema, adminFeedbackResponseSchema } from "@hitch/contract/admin/feedback";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { ADMIN_PREFIX, type RouteModule } from "../../app-context.ts";
import { apiKeyGuard } from "../../auth/api-key.ts";
import { feedback } from "../../db/schema/feedback.ts";
import { HttpError } from "../../http/http-error.ts";
import { findServiceByAnyName } from "../services/public.ts";

/** Operator API: the answers a service has received (newest first) with their count and mean rating. */
export const feedbackAdminRoutes: RouteModule = (app, { db, config }) => {
  app.addHook("onRequest", apiKeyGuard(config.adminApiKey));

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
      const rows = await db
        .select()
        .from(feedback)
        .where(and(eq(feedback.serviceId, service.id), isNotNull(feedback.usedAt), isNotNull(feedback.stars)))
        .orderBy(desc(feedback.usedAt), desc(feedback.id));
      const total = rows.reduce((sum, row) => sum + row.stars!, 0);
      return {
        count: rows.length,
        averageRating: rows.length ? Math.round((total / rows.length) * 100) / 100 : null,
        items: rows.map((row) => ({
          uuid: row.uuid,
          caseType: row.caseType,
          stars: row.stars!,
          comment: row.comment,
          givenAt: row.usedAt!.toISOString(),
        })),
      };
    },
  });
};
