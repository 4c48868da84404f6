import { rmSync } from "node:fs";
import { Agent, get } from "node:http";
import type { Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { connect } from "../../db/connect.ts";
import { migratedDataDir } from "../../db/test-db.ts";
import { insertDriver, spawnServer } from "../dispatch/process-harness.ts";
import { TALLINN } from "../dispatch/test-support.ts";
import { slowLocationUpdate, terminate } from "./stop-harness.ts";

/** A GET on `agent`'s kept-alive connection: resolves once answered, with the socket it went on. */
function keptAliveGet(agent: Agent, url: string) {
  return new Promise<Socket>((resolve, reject) => {
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.once("end", () => resolve(request.socket as Socket));
    });
    request.on("error", reject);
  });
}

/** A GET on a connection of its own (fetch's pool would reuse one the server may be closing): status and body. */
function freshGet(url: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = get(url, { agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.once("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

/** /readyz: status, the first failed check's code and how long the answer took. */
async function readyz(baseUrl: string) {
  const started = Date.now();
  const { status, body } = await freshGet(`${baseUrl}/readyz`);
  return { status, first: JSON.parse(body).errors?.[0]?.code, ms: Date.now() - started };
}

// SIGTERM with clients that keep their connections alive, as browsers and load balancers do: an idle connection is
// closed by the server, a request in flight on one is answered and its connection closed after the answer (never
// reset), and /readyz says 503 SHUTTING_DOWN from the first moment.
describe("SIGTERM with kept-alive connections (real process)", () => {
  let dataDir = "";
  afterAll(() => dataDir && rmSync(dataDir, { recursive: true, force: true }));

  it("closes idle kept-alive connections, answers the requests in flight on them with Connection: close, and is not ready at once", async () => {
    dataDir = await migratedDataDir("hitch-keep-alive-stop-");
    const setup = await connect({ dataDir });
    const driver = await insertDriver(setup.db, TALLINN);
    await setup.close();
    // The drain keeps the listener open after the signal, so the /readyz asked on a new connection reaches it.
    const server = await spawnServer({
      DATA_DIR: dataDir,
      SHUTDOWN_TIMEOUT_SECONDS: "10",
      SHUTDOWN_DRAIN_SECONDS: "2",
    });

    const agents = Array.from({ length: 5 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    try {
      // Five kept-alive connections: two stay idle, three carry a driver's update whose body is still arriving.
      const sockets = await Promise.all(agents.map((agent) => keptAliveGet(agent, `${server.baseUrl}/healthz`)));
      const idleClosed = sockets.slice(0, 2).map((socket) => new Promise((done) => socket.once("close", done)));
      const inFlight = agents.slice(2).map((agent) => slowLocationUpdate(server.baseUrl, driver.token, agent));
      // Once a request sent after them is answered, the server has read the updates' headers: they are in flight.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await freshGet(`${server.baseUrl}/healthz`)).status).toBe(200);

      const exited = terminate(server.child);
      const notReady = await readyz(server.baseUrl);
      expect(notReady).toMatchObject({ status: 503, first: "SHUTTING_DOWN" });
      expect(notReady.ms).toBeLessThan(1_000);
      // Closed while the updates are still in flight: nobody was waiting on them.
      await Promise.all(idleClosed);

      setTimeout(() => inFlight.forEach((update) => update.finish()), 300);
      const answers = await Promise.all(inFlight.map((update) => update.answer));
      for (const answer of answers) {
        expect(answer).toMatchObject({ status: 204, connection: "close", reusedSocket: true });
        await answer.closed;
      }
      expect((await exited).code).toBe(0);
    } finally {
      agents.forEach((agent) => agent.destroy());
      await server.kill("SIGKILL");
    }
  }, 120_000);
});
