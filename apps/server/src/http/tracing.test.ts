import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app.ts";

type ExportedSpan = { traceId: string; parentSpanId?: string; name: string };

/** A local OTLP/HTTP receiver: the spans that reach it. */
async function otlpReceiver() {
  const spans: ExportedSpan[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      if (request.url === "/v1/traces") {
        const payload = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[] };
        for (const resource of payload.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, spans, close: () => server.close() };
}

const SRC = fileURLToPath(new URL("..", import.meta.url));

describe("tracing", () => {
  it("sends a span per request to OTEL_EXPORTER_OTLP_ENDPOINT, child of the caller's traceparent, with its trace id in the log lines", async () => {
    const receiver = await otlpReceiver();
    const logLines: string[] = [];
    const t = await createTestApp("pglite", {
      config: { otlpEndpoint: receiver.url, logLevel: "info" },
      deps: { logStream: { write: (line: string) => void logLines.push(line) } },
    });
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    try {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/v1/public/theme/nobody",
        headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close(); // flushes the batch
      receiver.close();
    }
    expect(receiver.spans).toContainEqual(
      expect.objectContaining({
        traceId,
        parentSpanId: "00f067aa0ba902b7",
        name: "GET /api/v1/public/theme/:serviceName",
      }),
    );
    const completed = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((l) => l.msg === "request completed");
    expect(completed?.trace_id).toBe(traceId);
  });

  it("is loaded lazily: only otel-tracing.ts imports OpenTelemetry, and only a dynamic import loads that file", () => {
    const files = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
    );
    const importers = files.filter((file) => /from "@opentelemetry\//.test(readFileSync(join(SRC, file), "utf8")));
    expect(importers).toEqual([join("modules", "operations", "otel-tracing.ts")]);
    const staticImports = files.filter((file) =>
      /^import (?!type )[^;]*from "[^"]*otel-tracing\.ts"/m.test(readFileSync(join(SRC, file), "utf8")),
    );
    expect(staticImports).toEqual([]);
  });
});
