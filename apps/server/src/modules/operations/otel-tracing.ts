// Loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (http/tracing.ts imports it lazily): a default
// start loads none of OpenTelemetry.
import { defaultTextMapGetter, ROOT_CONTEXT, SpanKind, SpanStatusCode, type Span } from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, BatchSpanProcessor } from "@opentelemetry/sdk-trace-base";

export type RequestSpan = { traceId: string; spanId: string; end(route: string, statusCode: number): void };

/**
 * One span per HTTP request, exported over OTLP/HTTP to `${endpoint}/v1/traces` in batches. A
 * caller's `traceparent` header makes the span its child, so a trace runs through a proxy or a
 * provider's system into Hitch. No global provider is registered: only these spans are made.
 */
export function createRequestTracer(endpoint: string, serviceName: string) {
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces` })),
    ],
  });
  const tracer = provider.getTracer("hitch-http");
  const propagator = new W3CTraceContextPropagator();
  return {
    start(method: string, headers: Record<string, unknown>): RequestSpan {
      const parent = propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
      const span: Span = tracer.startSpan(
        method,
        { kind: SpanKind.SERVER, attributes: { "http.request.method": method } },
        parent,
      );
      const { traceId, spanId } = span.spanContext();
      return {
        traceId,
        spanId,
        end(route, statusCode) {
          span.updateName(`${method} ${route}`);
          span.setAttributes({ "http.route": route, "http.response.status_code": statusCode });
          if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    /** Sends what is still batched; the app calls it as it closes. */
    shutdown: () => provider.shutdown(),
  };
}
