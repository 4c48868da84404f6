import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { callbackListQuerySchema, consoleCallbackSchema } from "@hitch/contract/console/callbacks";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, visibleServiceIds } from "../../../auth/operator-scope.ts";
import { listConsoleCallbacks } from "../../../modules/console/public.ts";

/** Call-backs of the operator's services: open ones oldest first (the navigation's badge counts them). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/callbacks`, {
    schema: {
      tags: ["console"],
      querystring: callbackListQuerySchema,
      response: { 200: z.array(consoleCallbackSchema), 400: errorBodySchema, 401: errorBodySchema },
    },
    handler: async (request) => listConsoleCallbacks(ctx.db, request.query.state, visibleServiceIds(request)),
  });
};
