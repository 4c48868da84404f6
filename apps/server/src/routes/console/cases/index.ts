import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  consoleCaseDetailSchema,
  consoleCaseListQuerySchema,
  consoleCaseListSchema,
  consoleCaseParamsSchema,
} from "@hitch/contract/console/cases";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService, visibleServiceIds } from "../../../auth/operator-scope.ts";
import { notFound } from "../../../http/http-error.ts";
import { listConsoleCases, readConsoleCase, serviceOfCase } from "../../../modules/console-claims/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The repair cases of the operator's services, and one case with the messages sent about it. */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/cases`, {
    schema: {
      tags: ["console"],
      querystring: consoleCaseListQuerySchema,
      response: { 200: consoleCaseListSchema, ...errors },
    },
    handler: async (request) => {
      const { serviceId } = request.query;
      if (serviceId !== undefined) requireService(request, serviceId, "read");
      return listConsoleCases(db, request.query, visibleServiceIds(request));
    },
  });

  app.get(`${CONSOLE_PREFIX}/cases/:caseId`, {
    schema: {
      tags: ["console"],
      params: consoleCaseParamsSchema,
      response: { 200: consoleCaseDetailSchema, ...errors },
    },
    handler: async (request) => {
      requireService(request, await serviceOfCase(db, request.params.caseId), "read");
      const detail = await readConsoleCase(db, request.params.caseId);
      if (!detail) throw notFound();
      return detail;
    },
  });
};
