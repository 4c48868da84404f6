import type { ChildProcess } from "node:child_process";
import { type Agent, request as httpRequest } from "node:http";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/connect.ts";

// Helpers of the graceful-stop tests: customers polling a real server process until it is gone.

/** A refused or cut connection, before any answer: the client (the app's poll) asks again elsewhere. */
const CONNECTION_ERRORS = new Set(["ECONNREFUSED", "ECONNRESET", "UND_ERR_SOCKET", "EPIPE"]);

const connectionErrorCode = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code ?? String(error);

/**
 * Eight customers polling their requests' status on `baseUrl` as fast as they can, until `stop()` and
 * the next failed connection. `unexpected()` lists what a poll must never see: an answer other than a
 * status (200) or the closing server's 503, a wrong status, or an error other than a refused or cut connection.
 */
export function pollStorm(baseUrl: string, customers: { id: number; cookie: string }[]) {
  const answers = new Map<number | string, number>();
  const count = (key: number | string) => answers.set(key, (answers.get(key) ?? 0) + 1);
  let stopping = false;
  const poller = async (i: number) => {
    const { id, cookie } = customers[i % customers.length];
    for (;;) {
      try {
        const response = await fetch(`${baseUrl}/api/v1/public/assistance-request/${id}/status`, {
          headers: { cookie },
        });
        const body = await response.text();
        count(response.status === 200 && JSON.parse(body).status !== "PENDING" ? "wrong status" : response.status);
      } catch (error) {
        count(connectionErrorCode(error));
        if (stopping) return;
      }
    }
  };
  const running = Array.from({ length: 8 }, (_, i) => poller(i));
  return {
    answered: () => answers.get(200) ?? 0,
    async stop() {
      stopping = true;
      await Promise.all(running);
    },
    unexpected: () =>
      [...answers.keys()].filter((key) => key !== 200 && key !== 503 && !CONNECTION_ERRORS.has(String(key))),
  };
}

/** Sends SIGTERM and resolves with the exit code and how long the process took to exit. */
export function terminate(child: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const start = Date.now();
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) =>
    child.once("exit", (code) => resolve({ code, ms: Date.now() - start })),
  );
  child.kill("SIGTERM");
  return exited;
}

/** Offers a stopped worker could have left half-made: queued but never sent, or open long past their expiry. */
export async function stuckOffers(db: Db) {
  const [left] = await queryRows<{ queued: number; overdue: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE state = 'QUEUED')::int AS queued,
               count(*) FILTER (WHERE state = 'OPEN' AND expires_at < now() - interval '1 minute')::int AS overdue
        FROM dispatch_offers`,
  );
  return left;
}

/** What a slow update was answered: its status, its Connection header, and whether it went on a kept-alive socket. */
export interface SlowAnswer {
  status: number;
  connection: string | undefined;
  reusedSocket: boolean;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
}

/**
 * A driver's position whose body is still arriving: in flight until `finish()`. `agent` (keep-alive) sends it on a
 * connection the agent already holds; by default on a connection of its own.
 */
export function slowLocationUpdate(baseUrl: string, driverToken: string, agent: Agent | false = false) {
  let finish = () => {};
  const body = JSON.stringify({ latitude: 59.44, longitude: 24.75 });
  const answer = new Promise<SlowAnswer>((resolve, reject) => {
    const request = httpRequest(`${baseUrl}/api/v1/driver/location`, {
      method: "POST",
      agent,
      headers: {
        authorization: `Bearer ${driverToken}`,
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
      },
    });
    request.on("socket", (socket) => {
      const closed = new Promise<void>((done) => socket.once("close", () => done()));
      request.on("response", (response) => {
        response.resume();
        const { statusCode = 0, headers } = response;
        resolve({ status: statusCode, connection: headers.connection, reusedSocket: request.reusedSocket, closed });
      });
    });
    request.on("error", reject);
    request.write(body.slice(0, 10));
    finish = () => request.end(body.slice(10));
  });
  return { status: answer.then((a) => a.status), answer, finish: () => finish() };
}
