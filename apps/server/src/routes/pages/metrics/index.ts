import type { RouteModule } from "../../../app-context.ts";
import { apiKeyGuard } from "../../../auth/api-key.ts";
import { notFound } from "../../../http/http-error.ts";

/**
 * The Prometheus metrics on the main port, for `Authorization: Bearer $METRICS_TOKEN` only (a wrong
 * token counts as a failed attempt, like a wrong operator key). Without METRICS_TOKEN it is not
 * served here at all: METRICS_PORT serves it on a port of its own (main.ts), or nothing does.
 */
export const routes: RouteModule = (app, ctx) => {
  const token = ctx.config.metrics.token;
  const guard = token ? apiKeyGuard(token) : undefined;
  app.get("/metrics", {
    logLevel: "warn",
    schema: { hide: true },
    onRequest: async (request, reply) => {
      if (!guard) throw notFound();
      await guard(request, reply);
    },
    handler: async (_request, reply) => {
      const { contentType, text } = await ctx.operations.scrape();
      return reply.header("content-type", contentType).header("cache-control", "no-store").send(text);
    },
  });
};
