import { createdOperatorSchema, createOperatorRequestSchema } from "@hitch/contract/admin/operators";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard } from "../../../auth/admin-key.ts";
import { HttpError } from "../../../http/http-error.ts";
import { createOperator, OperatorExistsError, UnknownServiceError } from "../../../modules/operators/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Operator API: creates a console account (409 when the e-mail is taken, 404 for an unknown service). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", adminKeyGuard(ctx, "platform"));

  app.post(`${ADMIN_PREFIX}/operators`, {
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      body: createOperatorRequestSchema,
      response: { 201: createdOperatorSchema, ...errors },
    },
    handler: async (request, reply) => {
      try {
        const { id } = await createOperator(ctx.operatorAuth, ctx.db, request.body);
        return await reply.status(201).send({ id, email: request.body.email.toLowerCase() });
      } catch (error) {
        if (error instanceof OperatorExistsError) throw new HttpError(409, "OPERATOR_EXISTS");
        if (error instanceof UnknownServiceError) throw new HttpError(404, "SERVICE_NOT_FOUND");
        throw error;
      }
    },
  });
};
