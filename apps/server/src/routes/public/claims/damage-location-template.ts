import {
  damageAreaRequestSchema,
  damageAreaResponseSchema,
  damageAreaSchema,
} from "@hitch/contract/claims/damage-area";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { notFound } from "../../../http/http-error.ts";
import { findClaim, findDamageArea } from "../../../modules/claims/public.ts";
import { damageAreaView, saveDamageArea } from "../../../modules/damage-areas/public.ts";

/** The claim's damage diagram: the cells marked on a template. GET answers null until something is saved. */
export const routes: RouteModule = (app, { db, now }) => {
  const path = `${PUBLIC_PREFIX}/claims/:id/damage-location-template`;

  app.get(path, {
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      response: { 200: damageAreaResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const { id: claimId } = request.params;
      if (!(await findClaim(db, claimId))) throw notFound();
      const area = await findDamageArea(db, claimId);
      return area ? damageAreaView(area) : null;
    },
  });

  app.post(path, {
    schema: {
      tags: ["claims"],
      description:
        "Replaces the claim's selection. Cells are {x: row, y: column}, 0-based, inside the template's grid.",
      params: idParamsSchema,
      body: damageAreaRequestSchema,
      response: { 200: damageAreaSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) => {
      const { id: claimId } = request.params;
      return damageAreaView(await saveDamageArea(db, claimId, request.body, now()));
    },
  });
};
