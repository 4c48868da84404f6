import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import {
  consoleClaimListQuerySchema,
  consoleClaimListSchema,
  consoleClaimSchema,
} from "@hitch/contract/console/claims";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService, visibleServiceIds } from "../../../auth/operator-scope.ts";
import { notFound } from "../../../http/http-error.ts";
import { listConsoleClaims, readConsoleClaim, serviceOfConsoleClaim } from "../../../modules/console-claims/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The claims list (search, filters, pages) and one claim with everything the customer entered. */
export const routes: RouteModule = (app, ctx) => {
  const { db, config } = ctx;
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/claims`, {
    schema: {
      tags: ["console"],
      querystring: consoleClaimListQuerySchema,
      response: { 200: consoleClaimListSchema, ...errors },
    },
    handler: async (request) => {
      const { serviceId } = request.query;
      if (serviceId !== undefined) requireService(request, serviceId, "read");
      return listConsoleClaims(db, request.query, visibleServiceIds(request));
    },
  });

  app.get(`${CONSOLE_PREFIX}/claims/:id`, {
    schema: { tags: ["console"], params: idParamsSchema, response: { 200: consoleClaimSchema, ...errors } },
    handler: async (request) => {
      requireService(request, await serviceOfConsoleClaim(db, request.params.id), "read");
      const claim = await readConsoleClaim(db, config, request.params.id);
      if (!claim) throw notFound();
      return claim;
    },
  });
};
