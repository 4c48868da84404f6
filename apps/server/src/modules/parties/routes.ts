import {
  createOtherPartiesRequestSchema,
  deleteOtherPartyQuerySchema,
  otherPartiesFlagsRequestSchema,
  otherPartiesResponseSchema,
  partySchema,
  updateOtherPartyRequestSchema,
} from "@hitch/contract/claims/other-parties";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { claimIdParamsSchema } from "@hitch/contract/common/ids";
import { z } from "zod";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { requireClaimScope } from "../../auth/session.ts";
import { notFound } from "../../http/http-error.ts";
import { editClaim, findClaim } from "../claims/public.ts";
import { changeParty, createParties, listClaimParties, removeParty } from "./service.ts";

const flagsSchema = z.object({ otherPartiesInvolved: z.boolean().nullable(), otherPartiesInfo: z.boolean().nullable() });
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The other-parties step: the two yes/no answers, and the parties (vehicles or objects, each with a person). */
export const partyRoutes: RouteModule = (app, { db, now }) => {
  const path = `${PUBLIC_PREFIX}/claims/:claimId/other-parties`;

  // 'No' to involved clears the info answer: the question is not shown then.
  app.put(`${PUBLIC_PREFIX}/claims/:claimId/other-parties-details`, {
    schema: { tags: ["claims"], params: claimIdParamsSchema, body: otherPartiesFlagsRequestSchema, response: { 200: flagsSchema, ...errors } },
    handler: async (request) => {
      const { claimId } = request.params;
      requireClaimScope(request, claimId);
      const { otherPartiesInvolved, otherPartiesInfo } = request.body;
      const row = await editClaim(db, claimId, { otherPartiesInvolved, otherPartiesInfo: otherPartiesInvolved ? otherPartiesInfo : null }, now());
      return { otherPartiesInvolved: row.otherPartiesInvolved, otherPartiesInfo: row.otherPartiesInfo };
    },
  });

  app.get(path, {
    schema: { tags: ["claims"], params: claimIdParamsSchema, response: { 200: otherPartiesResponseSchema, 400: errorBodySchema, 404: errorBodySchema } },
    handler: async (request) => {
      const { claimId } = request.params;
      requireClaimScope(request, claimId);
      if (!(await findClaim(db, claimId))) throw notFound();
      return listClaimParties(db, claimId);
    },
  });

  app.post(path, {
    schema: {
      tags: ["claims"],
      description: "Creates the listed parties; answers the created parties with their ids (vehicle parties first, each list in the order sent).",
      params: claimIdParamsSchema,
      body: createOtherPartiesRequestSchema,
      response: { 201: otherPartiesResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { claimId } = request.params;
      requireClaimScope(request, claimId);
      return reply.status(201).send(await createParties(db, claimId, request.body));
    },
  });

  app.put(path, {
    schema: { tags: ["claims"], params: claimIdParamsSchema, body: updateOtherPartyRequestSchema, response: { 200: partySchema, ...errors } },
    handler: async (request) => {
      const { claimId } = request.params;
      requireClaimScope(request, claimId);
      return changeParty(db, claimId, request.body);
    },
  });

  app.delete(path, {
    schema: {
      tags: ["claims"],
      params: claimIdParamsSchema,
      querystring: deleteOtherPartyQuerySchema,
      response: { 204: z.null().describe("deleted"), ...errors },
    },
    handler: async (request, reply) => {
      const { claimId } = request.params;
      requireClaimScope(request, claimId);
      await removeParty(db, claimId, request.query.partyId);
      return reply.status(204).send(null);
    },
  });
};
