import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeAnswer = { status: number; body: string; delayMs?: number };

/**
 * A local HTTP server standing in for an outside JSON API (geocoder, vehicle registry), so provider
 * tests need no network. `respond` sees each request and says what to answer; delayMs lets a test
 * make the provider time out. Answers `origin` (http://127.0.0.1:port) and `stop`.
 */
export async function startFakeJsonServer(respond: (req: IncomingMessage) => FakeAnswer) {
  const server: Server = createServer((req, res) => {
    const { status, body, delayMs = 0 } = respond(req);
    setTimeout(() => res.writeHead(status, { "content-type": "application/json" }).end(body), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A delayed answer may still hold its connection open; close it rather than wait for it.
  const stop = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { origin, stop };
}
