import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { resendLinkAnswerSchema, resendLinkBodySchema } from "@hitch/contract/console/request-actions";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { resendLinkAsOperator, serviceOfRequest } from "../../../modules/console/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Texts the request's link again with a fresh code (409 NO_PHONE without a number), audited. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.post(`${CONSOLE_PREFIX}/requests/:id/resend-link`, {
    schema: {
      tags: ["console"],
      params: idParamsSchema,
      body: resendLinkBodySchema,
      response: { 200: resendLinkAnswerSchema, 409: errorBodySchema, ...errors },
    },
    handler: async (request) => {
      const serviceId = await serviceOfRequest(ctx.db, request.params.id);
      const operator = requireService(request, serviceId, "write");
      return resendLinkAsOperator(ctx, request.params.id, serviceId!, request.body, operator);
    },
  });
};
