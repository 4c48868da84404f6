import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { smsStateSchema } from "@hitch/contract/console/new-link";
import { outboxSmsListSchema, smsListQuerySchema } from "@hitch/contract/console/sms";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService, visibleServiceIds } from "../../../auth/operator-scope.ts";
import { notFound } from "../../../http/http-error.ts";
import { listOutboxSms, readSmsState, serviceOfSms } from "../../../modules/console/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * The SMS outbox as operators see it (masked texts, delivery state, the gateway's errors), narrowed to
 * their services; and one message's state, for the New link screen and a re-sent link.
 */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/sms`, {
    schema: { tags: ["console"], querystring: smsListQuerySchema, response: { 200: outboxSmsListSchema, ...errors } },
    handler: async (request) => {
      const { serviceId } = request.query;
      if (serviceId !== undefined) requireService(request, serviceId, "read");
      return listOutboxSms(ctx.db, request.query, visibleServiceIds(request));
    },
  });

  app.get(`${CONSOLE_PREFIX}/sms/:id`, {
    schema: { tags: ["console"], params: idParamsSchema, response: { 200: smsStateSchema, ...errors } },
    handler: async (request) => {
      requireService(request, await serviceOfSms(ctx.db, request.params.id), "read");
      const state = await readSmsState(ctx.db, request.params.id);
      if (!state) throw notFound();
      return state;
    },
  });
};
