import {
  createOtherPartiesRequestSchema,
  deleteOtherPartyQuerySchema,
  otherPartiesFlagsRequestSchema,
  otherPartiesFlagsResponseSchema as flagsSchema,
  otherPartiesResponseSchema,
  partySchema,
  updateOtherPartyRequestSchema,
} from "@hitch/contract/claims/other-parties";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { z } from "zod";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { notFound } from "../../http/http-error.ts";
import { editClaim, findClaim } from "../claims/public.ts";
import { changeParty, createParties, listClaimParties, removeParty } from "./service.ts";

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The other-parties step: the two yes/no answers, and the parties (vehicles or objects, each with a person). */
export const partyRoutes: RouteModule = (app, { db, now }) => {
  const path = `${PUBLIC_PREFIX}/claims/:id/other-parties`;

  // 'No' to involved clears the info answer: the question is not shown then.
  app.put(`${PUBLIC_PREFIX}/claims/:id/other-parties-details`, {
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      body: otherPartiesFlagsRequestSchema,
      response: { 200: flagsSchema, ...errors },
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
