import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  consoleOperatorListSchema,
  consoleOperatorSchema,
  operatorChangeSchema,
  operatorIdParams,
  operatorInviteSchema,
} from "@hitch/contract/console/operators";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, operatorOf, platformAdminGuard } from "../../../auth/operator-scope.ts";
import { changeOperator, inviteOperator, listOperators } from "../../../modules/operators/public.ts";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ["console"];

/** The Operators screen (platform administrators only): list, invite by e-mail, change services and roles. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));
  app.addHook("onRequest", platformAdminGuard());

  app.get(`${CONSOLE_PREFIX}/operators`, {
    schema: { tags, response: { 200: consoleOperatorListSchema, ...errors } },
    handler: async () => listOperators(ctx.db),
  });

  app.post(`${CONSOLE_PREFIX}/operators`, {
    schema: { tags, body: operatorInviteSchema, response: { 201: consoleOperatorSchema, ...errors } },
    handler: async (request, reply) =>
      reply.status(201).send(await inviteOperator(ctx, operatorOf(request), request.body)),
  });

  app.patch(`${CONSOLE_PREFIX}/operators/:id`, {
    schema: {
      tags,
      params: operatorIdParams,
      body: operatorChangeSchema,
      response: { 200: consoleOperatorSchema, ...errors },
    },
    handler: async (request) => changeOperator(ctx, operatorOf(request), request.params.id, request.body),
  });
};
