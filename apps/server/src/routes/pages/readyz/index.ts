import type { RouteModule } from "../../../app-context.ts";
import { errorBody } from "../../../http/error-handler.ts";

/**
 * Readiness: the database answers, its migrations are applied and this instance's workers run
 * (modules/operations/readiness.ts). 503 NOT_READY names each failing check in `errors`.
 */
export const routes: RouteModule = (app, ctx) => {
  app.get("/readyz", {
    logLevel: "warn",
    schema: { hide: true },
    handler: async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const failed = await ctx.operations.readiness.failedChecks();
      if (failed.length === 0) return reply.send({ status: "ready" });
      return reply.status(503).send(errorBody(503, "NOT_READY", failed));
    },
  });
};
