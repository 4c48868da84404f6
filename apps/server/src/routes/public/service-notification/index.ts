import { claimUuidQuerySchema, serviceNotificationResponseSchema } from "@hitch/contract/claims/service-notification";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { serviceOfClaim, sessionClaimByUuid } from "../../../modules/claims/public.ts";

/** The claim-received page: whether to offer feedback. */
export const routes: RouteModule = (app, ctx) => {
  app.get(`${PUBLIC_PREFIX}/service-notification`, {
    schema: {
      tags: ["claims"],
      querystring: claimUuidQuerySchema,
      response: { 200: serviceNotificationResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      const claim = await sessionClaimByUuid(ctx, request, reply, request.query.claimUuid);
      return { isEnabled: (await serviceOfClaim(ctx.db, claim)).claimFeedbackEnabled };
    },
  });
};
