import { claimUuidQuerySchema, serviceNotificationResponseSchema } from "@hitch/contract/claims/service-notification";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { claimFeedbackResponseSchema } from "@hitch/contract/feedback/feedback";
import type { FastifyReply, FastifyRequest } from "fastify";
import { PUBLIC_PREFIX, type AppContext, type RouteModule } from "../../app-context.ts";
import { verifyCustomerSession } from "../../auth/customer-scope.ts";
import { notFound } from "../../http/http-error.ts";
import { serviceOfClaim } from "./claim-flow.ts";
import { claimFeedbackUuid } from "./claim-feedback.ts";
import { findClaim } from "./repository.ts";

/** The session's claim, when it is the one named by ?claimUuid; 404 otherwise. The claim-received screen asks. */
async function sessionClaimByUuid(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, claimUuid: string) {
  const session = await verifyCustomerSession(ctx, request, reply);
  // Every live phase reaches the outcome screens, so any live session of the claim will do.
  if (!session || session.kind !== "claim") throw notFound();
  const claim = await findClaim(ctx.db, session.id);
  if (!claim || claim.uuid !== claimUuid.toLowerCase()) throw notFound();
  return claim;
}

/** The claim-received page: whether to offer feedback, and the claim's feedback link. */
export const claimFeedbackRoutes: RouteModule = (app, ctx) => {
  const { db, config, now } = ctx;
  app.get(`${PUBLIC_PREFIX}/service-notification`, {
    schema: {
      tags: ["claims"],
      querystring: claimUuidQuerySchema,
      response: { 200: serviceNotificationResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      const claim = await sessionClaimByUuid(ctx, request, reply, request.query.claimUuid);
      return { isEnabled: (await serviceOfClaim(db, claim)).claimFeedbackEnabled };
    },
  });

  app.get(`${PUBLIC_PREFIX}/feedback`, {
    schema: {
      tags: ["claims"],
      querystring: claimUuidQuerySchema,
      response: { 200: claimFeedbackResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request, reply) => {
      const claim = await sessionClaimByUuid(ctx, request, reply, request.query.claimUuid);
      return { uuid: await claimFeedbackUuid(db, config, claim.id, now()) };
    },
  });
};
