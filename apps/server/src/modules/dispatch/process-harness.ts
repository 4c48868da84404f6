import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { SHORT_LIVED_PROCESS, startServerProcess } from "../../testing/server-process.ts";
import type { Db } from "../../db/connect.ts";
import { insertLink } from "../links/public.ts";
import { insertDriver, insertRequest } from "./test-support.ts";

// Helpers for tests that run the real server binary as child processes (kill -9, two instances).

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The operator key of every server spawnServer starts (a CLI run beside it uses the same). */
export const PROCESS_ADMIN_KEY = "process-test-admin-key-0123456789";

export type ServerProcess = { baseUrl: string; child: ChildProcess; kill(signal: NodeJS.Signals): Promise<void> };

/** Starts `main.ts serve` on a free port and resolves once it answers HTTP. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({
    port: await freePort(),
    nodeOptions: SHORT_LIVED_PROCESS,
    env: {
      ADMIN_API_KEY: PROCESS_ADMIN_KEY,
      SESSION_SECRET: "process-test-session-secret-0123456789-0123456789",
      OUTBOX_ENCRYPTION_KEY: "process-test-outbox-key-0123456789-0123456789",
      LOG_LEVEL: "warn",
      WEB_DIST: "/nonexistent-hitch-web-dist",
      DISPATCH_WORKER_INTERVAL_MS: "100",
      // No test of a process geocodes. The default offline geocoder parses its 17 MB gazetteer as the server
      // starts listening: about a second of CPU per process, blocking its first answers, on a machine that
      // runs three test files at once. A geocode here would answer 503 (nothing listens on port 9).
      GEOCODER: "nominatim",
      GEOCODER_URL: "http://127.0.0.1:9",
      ...env,
    },
  });
  return { baseUrl: server.baseUrl, child: server.child, kill: (signal) => server.stop(signal) };
}

/** A request in dispatch territory with a customer link, and its link code. */
export async function requestWithLink(db: Db, at: { latitude: number; longitude: number }) {
  const id = await insertRequest(db, at);
  // As long as a link lives by default (LINK_TTL_HOURS), so its session cookie is not near its end.
  const code = await insertLink(db, "ASSISTANCE", id, new Date(Date.now() + 72 * 3600_000));
  return { id, code };
}

export { insertDriver };

/** Validates the link on a server and returns the customer's session cookie. */
export async function customerCookie(baseUrl: string, code: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/public/assistance-request-link/${code}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("hitch_session="));
  if (!cookie) throw new Error(`no session from link validation (${response.status})`);
  return cookie.split(";")[0];
}

export async function getJson(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

export async function postJson(url: string, headers: Record<string, string> = {}, body?: unknown) {
  const response = await fetch(url, {
    method: "POST",
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
