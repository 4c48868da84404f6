import { errorBodySchema } from "@hitch/contract/common/errors";
import { z } from "zod";
import { ADMIN_PREFIX, type App } from "../../app-context.ts";
import { apiKeyGuard } from "../../auth/api-key.ts";
import type { AdjustableClock } from "./adjustable-clock.ts";

// A day at most per call: enough for any deadline the app has, small enough that a typo cannot fling a
// shared test server years ahead.
const advanceBodySchema = z.object({ seconds: z.number().int().positive().max(86_400) }).strict();
const advanceResponseSchema = z.object({ now: z.iso.datetime() });

/** Mounted by buildApp only under TEST_CLOCK=on: the operator moves the server's clock forward. */
export function testClockRoutes(app: App, adminApiKey: string, clock: AdjustableClock) {
  app.addHook("onRequest", apiKeyGuard(adminApiKey));

  app.post(`${ADMIN_PREFIX}/test-clock/advance`, {
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      body: advanceBodySchema,
      response: { 200: advanceResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
    },
    handler: async (request) => ({ now: clock.advance(request.body.seconds * 1000).toISOString() }),
  });
}
