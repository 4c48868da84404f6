import { errorBodySchema } from "@hitch/contract/common/errors";
import { newLinkAnswerSchema, newLinkFormSchema } from "@hitch/contract/console/new-link";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { createConsoleLink } from "../../../modules/console/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** New link: a request or claim for the caller on the phone, texted to them when asked (audited). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.post(`${CONSOLE_PREFIX}/links`, {
    schema: { tags: ["console"], body: newLinkFormSchema, response: { 201: newLinkAnswerSchema, ...errors } },
    handler: async (request, reply) => {
      const operator = requireService(request, request.body.serviceId, "write");
      return reply.status(201).send(await createConsoleLink(ctx, request.body, operator));
    },
  });
};
