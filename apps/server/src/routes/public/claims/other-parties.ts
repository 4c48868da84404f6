import {
  createOtherPartiesRequestSchema,
  deleteOtherPartyQuerySchema,
  otherPartiesResponseSchema,
  partySchema,
  updateOtherPartyRequestSchema,
} from "@hitch/contract/claims/other-parties";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { z } from "zod";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { notFound } from "../../../http/http-error.ts";
import { findClaim } from "../../../modules/claims/public.ts";
import { changeParty, createParties, listClaimParties, removeParty } from "../../../modules/parties/public.ts";

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The other-parties step's parties: vehicles or objects, each with a person (the yes/no answers: other-parties-details). */
export const routes: RouteModule = (app, { db }) => {
  const path = `${PUBLIC_PREFIX}/claims/:id/other-parties`;

  app.get(path, {
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      response: { 200: otherPartiesResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const { id: claimId } = request.params;
      if (!(await findClaim(db, claimId))) throw notFound();
      return listClaimParties(db, claimId);
    },
  });

  app.post(path, {
    schema: {
      tags: ["claims"],
      description:
        "Creates the listed parties; answers the created parties with their ids (vehicle parties first, each list in the order sent).",
      params: idParamsSchema,
      body: createOtherPartiesRequestSchema,
      response: { 201: otherPartiesResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { id: claimId } = request.params;
      return reply.status(201).send(await createParties(db, claimId, request.body));
    },
  });

  app.put(path, {
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      body: updateOtherPartyRequestSchema,
      response: { 200: partySchema, ...errors },
    },
    handler: async (request) => {
      const { id: claimId } = request.params;
      return changeParty(db, claimId, request.body);
    },
  });

  app.delete(path, {
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      querystring: deleteOtherPartyQuerySchema,
      response: { 204: z.null().describe("deleted"), ...errors },
    },
    handler: async (request, reply) => {
      const { id: claimId } = request.params;
      await removeParty(db, claimId, request.query.partyId);
      return reply.status(204).send(null);
    },
  });
};
