import {
  damageAssessmentPageParamsSchema as tokenParamsSchema,
  damageAssessmentResponseSchema,
} from "@hitch/contract/claims/damage-assessment";
import { LANGUAGES, type Language } from "@hitch/contract/common/enums";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import type { FastifyRequest } from "fastify";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { verifyAssessmentToken } from "../../providers/damage-assessment/assessment-token.ts";
import { createDamageAssessment } from "../../providers/damage-assessment/create-damage-assessment.ts";
import { findClaim } from "../claims/public.ts";
import { findServiceById } from "../services/public.ts";
import { renderAssessmentPage, renderNotFoundPage } from "./assessment-page.ts";
import { registerDamageAssessment } from "./assessment-service.ts";

/** The first of the browser's languages that is one of ours, else English. */
function browserLanguage(request: FastifyRequest): Language {
  const header = request.headers["accept-language"] ?? "";
  for (const part of header.split(",")) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return "en";
}

/**
 * Automatic damage assessment after a flag-on submission (the provider comes from the config),
 * and the built-in page the offline provider redirects to.
 */
export const damageAssessmentRoutes: RouteModule = (app, { db, config, now }) => {
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
      return registerDamageAssessment(db, assessment, request.params.id);
    },
  });

  app.get("/assessment/:token", {
    schema: { hide: true, params: tokenParamsSchema },
    handler: async (request, reply) => {
      reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .header("referrer-policy", "no-referrer");
      const claimId = verifyAssessmentToken(config.sessionSecret, request.params.token, now());
      const claim = claimId === null ? null : await findClaim(db, claimId);
      const service = claim && (await findServiceById(db, claim.serviceId));
      if (!claim || !service || !claim.submittedAt)
        return reply.status(404).send(renderNotFoundPage(browserLanguage(request)));
      return reply.send(renderAssessmentPage(claim, service));
    },
  });
};
