import { claimUuidQuerySchema, serviceNotificationResponseSchema } from "@hitch/contract/claims/service-notification";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { claimFeedbackResponseSchema } from "@hitch/contract/feedback/feedback";
import type { FastifyRequest } from "fastify";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { readCustomerSession } from "../../auth/session.ts";
import type { Db } from "../../db/connect.ts";
import { notFound } from "../../http/http-error.ts";
import { serviceOfClaim } from "./claim-flow.ts";
import { claimFeedbackUuid } from "./claim-feedback.ts";
import { findClaim } from "./repository.ts";

/** The session's claim, when it is the one named by ?claimUuid; 404 otherwise. */
async function sessionClaimByUuid(db: Db, request: FastifyRequest, claimUuid: string) {
  const session = readCustomerSession(request);
  if (!session || session.kind !== "claim") throw notFound();
  const claim = await findClaim(db, session.id);
  if (!claim || claim.uuid !== claimUuid.toLowerCase()) throw notFound();
  return claim;
}

/** The claim-received page: whether to offer feedback, and the claim's feedback link. */
export const claimFeedbackRoutes: RouteModule = (app, { db, config, now }) => {
  app.get(`${PUBLIC_PREFIX}/service-notification`, {
    schema: {
      tags: ["claims"],
      querystring: claimUuidQuerySchema,
      response: { 200: serviceNotificationResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const claim = await sessionClaimByUuid(db, request, request.query.claimUuid);
      return { isEnabled: (await serviceOfClaim(db, claim)).claimFeedbackEnabled };
    },
  });

  app.get(`${PUBLIC_PREFIX}/feedback`, {
    schema: {
      tags: ["claims"],
      querystring: claimUuidQuerySchema,
      response: { 200: claimFeedbackResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) => {
      const claim = await sessionClaimByUuid(db, request, request.query.claimUuid);
      return { uuid: await claimFeedbackUuid(db, config, claim.id, now()) };
    },
  });
};
