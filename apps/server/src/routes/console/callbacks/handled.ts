import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { consoleCallbackSchema, handleCallbackFormSchema } from "@hitch/contract/console/callbacks";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { handleCallback, serviceOfCallback } from "../../../modules/console/public.ts";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Marks a call-back handled, by the signed-in operator, with a note (audited). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.post(`${CONSOLE_PREFIX}/callbacks/:id/handled`, {
    schema: {
      tags: ["console"],
      params: idParamsSchema,
      body: handleCallbackFormSchema,
      response: { 200: consoleCallbackSchema, ...errors },
    },
    handler: async (request) => {
      const operator = requireService(request, await serviceOfCallback(ctx.db, request.params.id), "write");
      return handleCallback(ctx.db, request.params.id, operator, request.body.note, ctx.now());
    },
  });
};
