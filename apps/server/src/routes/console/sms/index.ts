import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { smsStateSchema } from "@hitch/contract/console/new-link";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { notFound } from "../../../http/http-error.ts";
import { readSmsState, serviceOfLinkSms } from "../../../modules/console/public.ts";

/** A console link's SMS: its delivery state in the outbox (only for the operators of the link's service). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/sms/:id`, {
    schema: {
      tags: ["console"],
      params: idParamsSchema,
      response: { 200: smsStateSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      requireService(request, await serviceOfLinkSms(ctx.db, request.params.id), "read");
      const state = await readSmsState(ctx.db, request.params.id);
      if (!state) throw notFound();
      return state;
    },
  });
};
