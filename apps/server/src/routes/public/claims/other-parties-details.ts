import {
  otherPartiesFlagsRequestSchema,
  otherPartiesFlagsResponseSchema as flagsSchema,
} from "@hitch/contract/claims/other-parties";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { editClaim } from "../../../modules/claims/public.ts";

/** The other-parties step's two yes/no answers: were others involved, and does the customer know who. */
export const routes: RouteModule = (app, { db, now }) => {
  // 'No' to involved clears the info answer: the question is not shown then.
  app.put(`${PUBLIC_PREFIX}/claims/:id/other-parties-details`, {
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      body: otherPartiesFlagsRequestSchema,
      response: { 200: flagsSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) => {
      const { id: claimId } = request.params;
      const { otherPartiesInvolved, otherPartiesInfo } = request.body;
      const row = await editClaim(
        db,
        claimId,
        { otherPartiesInvolved, otherPartiesInfo: otherPartiesInvolved ? otherPartiesInfo : null },
        now(),
      );
      return { otherPartiesInvolved: row.otherPartiesInvolved, otherPartiesInfo: row.otherPartiesInfo };
    },
  });
};
