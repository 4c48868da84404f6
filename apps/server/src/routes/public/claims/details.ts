import {
  claimDetailsRequestSchema,
  claimDetailsResponseSchema as claimWorkshopResponseSchema,
} from "@hitch/contract/claims/details";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { chooseClaimWorkshop } from "../../../modules/workshops/public.ts";

/** The select-workshop step's choice (flag-off flow): one of the service's workshops that takes the claim. */
export const routes: RouteModule = (app, { db, now }) => {
  app.patch(`${PUBLIC_PREFIX}/claims/:id/details`, {
    schema: {
      tags: ["workshops"],
      params: idParamsSchema,
      body: claimDetailsRequestSchema,
      response: { 200: claimWorkshopResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) => chooseClaimWorkshop(db, request.params.id, request.body.workshopId, now()),
  });
};
