import {
  settlementTypeRequestSchema,
  settlementTypeResponseSchema as settlementResponseSchema,
} from "@hitch/contract/claims/settlement-type";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { editClaim, findEditableClaim, requireStepInFlow, serviceOfClaim } from "../../../modules/claims/public.ts";

/**
 * The settlement step (REPAIR or MONEY). It exists only on the flag-on flow (isMotionsCloudEnabled):
 * with the flag off a workshop is chosen instead and this answers 409 STEP_NOT_IN_FLOW.
 */
export const routes: RouteModule = (app, { db, now }) => {
  app.post(`${PUBLIC_PREFIX}/claims/:id/settlement-type`, {
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      body: settlementTypeRequestSchema,
      response: { 200: settlementResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      const claim = await findEditableClaim(db, id);
      requireStepInFlow(claim, await serviceOfClaim(db, claim), "settlement-type");
      const row = await editClaim(db, id, { settlementType: request.body.claimSettlementType }, now());
      return { claimSettlementType: row.settlementType! };
    },
  });
};
