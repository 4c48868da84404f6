import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { outboxSmsSchema } from "@hitch/contract/console/sms";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { retrySms, serviceOfSms } from "../../../modules/console/public.ts";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Sends a failed SMS again now (409 SMS_NOT_FAILED, SMS_TEXT_GONE), audited. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.post(`${CONSOLE_PREFIX}/sms/:id/retry`, {
    schema: { tags: ["console"], params: idParamsSchema, response: { 200: outboxSmsSchema, ...errors } },
    handler: async (request) => {
      const operator = requireService(request, await serviceOfSms(ctx.db, request.params.id), "write");
      return retrySms(ctx, request.params.id, operator);
    },
  });
};
