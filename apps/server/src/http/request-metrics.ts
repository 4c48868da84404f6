import type { FastifyInstance } from "fastify";
import type { Operations } from "../modules/operations/public.ts";

/**
 * Every answered request into hitch_http_request_duration_seconds, labelled by its route pattern
 * (`/api/v1/public/assistance-request/:id/status`, never the raw URL, so ids do not multiply the
 * series) or `unmatched`. The busiest routes stay cheap: each method, route and status gets its
 * series once, then a request costs one map lookup and one observation.
 */
export function recordRequestMetrics(app: FastifyInstance, operations: Operations) {
  const histogram = operations.metrics.httpDuration;
  const series = new Map<string, { observe(seconds: number): void }>();
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = series.get(key);
    if (!child) {
      child = histogram.labels({ method: request.method, route, status_code: reply.statusCode });
      series.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });
}
