import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import {
  languageChangeRequestSchema,
  languageChangeResponseSchema as languageAnswerSchema,
} from "@hitch/contract/common/language-change";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { notFound } from "../../../http/http-error.ts";
import { updateClaim } from "../../../modules/claims/public.ts";

const responses = { 200: languageAnswerSchema, 400: errorBodySchema, 404: errorBodySchema };

/** The header's language selector: the choice is stored on the claim (SMS and e-mail texts follow it). */
export const routes: RouteModule = (app, { db }) => {
  app.patch(`${PUBLIC_PREFIX}/claims/:id/language`, {
    schema: { tags: ["claims"], params: idParamsSchema, body: languageChangeRequestSchema, response: responses },
    handler: async (request) => {
      const row = await updateClaim(db, request.params.id, { language: request.body.language });
      if (!row) throw notFound();
      return { id: row.id, language: row.language };
    },
  });
};
