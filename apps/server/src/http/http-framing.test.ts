import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { assistanceRequests } from "../db/schema/assistance-requests.ts";
import { TEST_DB_KINDS } from "../db/test-db.ts";
import { startDispatch } from "../modules/dispatch/start-dispatch.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../testing/test-app.ts";

/** Everything the server writes on a socket, until it closes it or `untilIdleMs` passes without a byte. */
function readSocket(socket: Socket, untilIdleMs: number): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = "";
    let timer = setTimeout(() => finish(false), untilIdleMs);
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed });
    };
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
      clearTimeout(timer);
      timer = setTimeout(() => finish(false), untilIdleMs);
    });
    socket.on("close", () => finish(true));
    socket.on("error", () => {});
  });
}

/** Splits answers the way an HTTP/1.1 client that trusts Content-Length does. */
function framedAnswers(raw: string): { status: number; headers: Record<string, string>; body: string }[] {
  const answers = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf("\r\n\r\n");
    if (end < 0) throw new Error(`incomplete head: ${JSON.stringify(rest.slice(0, 80))}`);
    const [statusLine, ...lines] = rest.slice(0, end).split("\r\n");
    const match = /^HTTP\/1\.1 (\d{3}) /.exec(statusLine);
    if (!match) throw new Error(`not a status line: ${JSON.stringify(statusLine.slice(0, 80))}`);
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
    );
    const length = Number(headers["content-length"] ?? 0);
    answers.push({ status: Number(match[1]), headers, body: rest.slice(end + 4, end + 4 + length) });
    rest = rest.slice(end + 4 + length);
  }
  return answers;
}

describe.each(TEST_DB_KINDS)("HTTP framing on %s", (kind) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { requestTimeoutSeconds: 1 } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  it("answers a conditional status poll with a bare 304 that a pipelining client can frame", async () => {
    const link = await openLink(t, "assistance", (await createTestService(t)).name);
    await t.db
      .update(assistanceRequests)
      .set({ latitude: 59.437, longitude: 24.7536 })
      .where(eq(assistanceRequests.id, link.id));
    await startDispatch(t.db, t.dispatch, link.id);
    const path = `/api/v1/public/assistance-request/${link.id}/status`;
    const first = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie: link.cookie } });
    const etag = first.headers.get("etag")!;
    expect(first.status).toBe(200);

    const socket = connect(port, "127.0.0.1");
    const request = `GET ${path} HTTP/1.1\r\nHost: x\r\nCookie: ${link.cookie}\r\nIf-None-Match: ${etag}\r\n\r\n`;
    socket.write(request + request);
    const { text } = await readSocket(socket, 1000);
    const answers = framedAnswers(text);
    expect(answers.map((a) => a.status)).toEqual([304, 304]);
    for (const answer of answers) {
      expect(answer.headers["content-length"]).toBeUndefined();
      expect(answer.headers["content-type"]).toBeUndefined();
      expect(answer.headers.etag).toBe(etag);
      expect(answer.body).toBe("");
    }
  });

  it("closes a request whose body is dripped slower than the request timeout allows, with a 408", async () => {
    const socket = connect(port, "127.0.0.1");
    socket.write(
      "POST /api/v1/public/claim/service-link HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
    );
    const drip = setInterval(() => socket.writable && socket.write(" "), 200);
    const started = Date.now();
    const { text, closed } = await readSocket(socket, 5000);
    clearInterval(drip);
    expect(closed).toBe(true);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    // One second of timeout plus the server's sweep interval, well before the 5 s idle limit above.
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
