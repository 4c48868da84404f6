import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

// A type only: erased at run time, so this file loads no OpenTelemetry package by itself.
import type { RequestSpan } from "../modules/operations/otel-tracing.ts";

/**
 * OpenTelemetry, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set; then its packages are loaded here,
 * lazily, and every request gets a span, and its log lines the span's `trace_id` and `span_id`
 * (the request's child logger), so a trace leads to its log lines and back.
 */
export async function traceRequests(app: FastifyInstance, config: Config) {
  if (!config.otlpEndpoint) return;
  const { createRequestTracer } = await import("../modules/operations/otel-tracing.ts");
  const tracer = createRequestTracer(config.otlpEndpoint, process.env.OTEL_SERVICE_NAME ?? "hitch");
  const spans = new WeakMap<FastifyRequest, RequestSpan>();
  app.addHook("onRequest", (request, reply, done) => {
    const span = tracer.start(request.method, request.headers);
    spans.set(request, span);
    // Both: the reply logs "request completed" (and errors) through its own reference.
    request.log = request.log.child({ trace_id: span.traceId, span_id: span.spanId });
    reply.log = request.log;
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    spans.get(request)?.end(request.routeOptions.url ?? "unmatched", reply.statusCode);
    done();
  });
  app.addHook("onClose", () => tracer.shutdown());
}
