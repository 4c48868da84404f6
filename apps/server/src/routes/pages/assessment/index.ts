import { damageAssessmentPageParamsSchema as tokenParamsSchema } from "@hitch/contract/claims/damage-assessment";
import type { RouteModule } from "../../../app-context.ts";
import { assessmentPageAnswer } from "../../../modules/damage-assessment/public.ts";

/** The built-in damage assessment page the offline provider redirects to (HTML, not in the API document). */
export const routes: RouteModule = (app, ctx) => {
  app.get("/assessment/:token", {
    schema: { hide: true, params: tokenParamsSchema },
    handler: async (request, reply) => {
      reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .header("referrer-policy", "no-referrer");
      const page = await assessmentPageAnswer(ctx, request.params.token, request.headers["accept-language"]);
      return reply.status(page.status).send(page.html);
    },
  });
};
