import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { auditEntrySchema, auditQuerySchema } from "@hitch/contract/console/audit";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService, visibleServiceIds } from "../../../auth/operator-scope.ts";
import { listAudit } from "../../../modules/console/public.ts";

/** The audit log: every operator write, filtered; an operator sees their services' entries, an administrator all. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/audit`, {
    schema: {
      tags: ["console"],
      querystring: auditQuerySchema,
      response: { 200: z.array(auditEntrySchema), 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      if (request.query.serviceId !== undefined) requireService(request, request.query.serviceId, "read");
      return listAudit(ctx.db, request.query, visibleServiceIds(request));
    },
  });
};
