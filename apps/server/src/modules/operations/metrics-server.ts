import { createServer, type Server } from "node:http";
import type { Operations } from "./operations.ts";

/**
 * METRICS_PORT: /metrics on a port of its own, without a token, for a scraper on a private network
 * (bind it where only the scraper reaches it). Anything else on that port is a 404.
 */
export async function startMetricsServer(operations: Operations, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404).end();
      return;
    }
    operations.scrape().then(
      ({ contentType, text }) => response.writeHead(200, { "content-type": contentType }).end(text),
      () => response.writeHead(503).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return server;
}
