import { errorBodySchema } from "@hitch/contract/common/errors";
import { claimIdParamsSchema, idParamsSchema } from "@hitch/contract/common/ids";
import { languageChangeRequestSchema } from "@hitch/contract/common/language-change";
import { languageSchema } from "@hitch/contract/common/enums";
import { z } from "zod";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { requireAssistanceScope, requireClaimScope } from "../../auth/session.ts";
import { notFound } from "../../http/http-error.ts";
import { updateAssistanceRequest } from "../assistance/public.ts";
import { updateClaim } from "../claims/public.ts";

const languageAnswerSchema = z.object({ id: z.number().int(), language: languageSchema });
const responses = { 200: languageAnswerSchema, 400: errorBodySchema, 404: errorBodySchema };

/** The header's language selector: the choice is stored on the current request or claim (SMS texts follow it). */
export const languageRoutes: RouteModule = (app, { db }) => {
  app.patch(`${PUBLIC_PREFIX}/assistance-request/:id/language`, {
    schema: { tags: ["assistance"], params: idParamsSchema, body: languageChangeRequestSchema, response: responses },
    handler: async (request) => {
      requireAssistanceScope(request, request.params.id);
      const row = await updateAssistanceRequest(db, request.params.id, { language: request.body.language });
      if (!row) throw notFound();
      return { id: row.id, language: row.language };
    },
  });

  app.patch(`${PUBLIC_PREFIX}/claims/:claimId/language`, {
    schema: { tags: ["claims"], params: claimIdParamsSchema, body: languageChangeRequestSchema, response: responses },
    handler: async (request) => {
      requireClaimScope(request, request.params.claimId);
      const row = await updateClaim(db, request.params.claimId, { language: request.body.language });
      if (!row) throw notFound();
      return { id: row.id, language: row.language };
    },
  });
};
