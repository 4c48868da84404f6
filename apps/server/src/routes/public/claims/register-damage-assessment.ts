import { damageAssessmentResponseSchema } from "@hitch/contract/claims/damage-assessment";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { createDamageAssessment, registerDamageAssessment } from "../../../modules/damage-assessment/public.ts";

/** Automatic damage assessment after a flag-on submission (the provider comes from the config). */
export const routes: RouteModule = (app, { db, config, now }) => {
  const assessment = createDamageAssessment(config, now);

  // Runs after the claim is filed: the claim-received flow retries it from the outcome screens.
  app.post(`${PUBLIC_PREFIX}/claims/:id/register-damage-assessment`, {
    config: { customerAccess: "outcome" },
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      response: {
        200: damageAssessmentResponseSchema,
        404: errorBodySchema,
        409: errorBodySchema,
        502: errorBodySchema,
      },
    },
    handler: async (request) => {
      return registerDamageAssessment(db, config, assessment, request.params.id);
    },
  });
};
