import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import {
  languageChangeRequestSchema,
  languageChangeResponseSchema as languageAnswerSchema,
} from "@hitch/contract/common/language-change";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { notFound } from "../../../http/http-error.ts";
import { updateAssistanceRequest } from "../../../modules/assistance/public.ts";

const responses = { 200: languageAnswerSchema, 400: errorBodySchema, 404: errorBodySchema };

/** The header's language selector: the choice is stored on the request (SMS texts follow it). */
export const routes: RouteModule = (app, { db }) => {
  // SMS texts about a live tow job follow the language, so it may change while the job is tracked.
  app.patch(`${PUBLIC_PREFIX}/assistance-request/:id/language`, {
    config: { customerAccess: "tracking" },
    schema: { tags: ["assistance"], params: idParamsSchema, body: languageChangeRequestSchema, response: responses },
    handler: async (request) => {
      const row = await updateAssistanceRequest(db, request.params.id, { language: request.body.language });
      if (!row) throw notFound();
      return { id: row.id, language: row.language };
    },
  });
};
