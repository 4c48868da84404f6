import type { FastifyInstance } from "fastify";
import type { Operations } from "../modules/operations/public.ts";

/**
 * Every answered request into hitch_http_request_duration_seconds, labelled by its route pattern
 * (`/api/v1/public/assistance-request/:id/status`, never the raw URL, so ids do not multiply the
 * series) or `unmatched`. One histogram observation per request: the busiest routes stay cheap.
 */
export function recordRequestMetrics(app: FastifyInstance, operations: Operations) {
  const histogram = operations.metrics.httpDuration;
  app.addHook("onResponse", (request, reply, done) => {
    histogram.observe(
      { method: request.method, route: request.routeOptions.url ?? "unmatched", status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
