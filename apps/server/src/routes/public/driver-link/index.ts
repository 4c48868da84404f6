import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverLinkParamsSchema, driverLinkResponseSchema } from "@hitch/contract/dispatch/driver-app";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { setDriverSession } from "../../../auth/driver-session.ts";
import { openDriverLink } from "../../../modules/drivers/public.ts";

/** Driver entry: opening a sign-in link signs this phone in to the driver app (a long-lived session cookie), once. */
export const routes: RouteModule = (app, ctx) => {
  const { config } = ctx;
  app.get(`${PUBLIC_PREFIX}/driver-link/:code`, {
    config: { rateLimit: { max: config.rateLimits.linkValidationPerMinute, timeWindow: "1 minute" } },
    schema: {
      tags: ["driver"],
      params: driverLinkParamsSchema,
      response: { 200: driverLinkResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
    },
    handler: async (request, reply) => {
      const session = await openDriverLink(ctx, request.params.code, request.headers["user-agent"]);
      if (!session.opened && session.reason === "USED")
        return { isValid: false, reason: "USED" as const, language: session.language };
      if (!session.opened) return { isValid: false, reason: "INVALID" as const };
      setDriverSession(reply, config, session.sessionId, session.expiresAt, session.now);
      return { isValid: true };
    },
  });
};
