import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/connect.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createMessageOutbox } from "../../providers/sms/message-outbox.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { startDispatchBackground } from "../dispatch/background.ts";

describe.each(TEST_DB_KINDS)("health and readiness on %s", (kind) => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: { logLevel: "info" },
      deps: { logStream: { write: (line: string) => void logLines.push(line) } },
    });
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("answers /healthz while the process runs, and logs no line for it at info", async () => {
    logLines.length = 0;
    const response = await get("/healthz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
    await get("/readyz");
    expect(logLines.filter((line) => /healthz|readyz/.test(line))).toEqual([]);
  });

  it("names the workers that are not running with 503 NOT_READY, and answers ready once they run", async () => {
    const before = await get("/readyz");
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({
      statusCode: 503,
      code: "NOT_READY",
      errors: [
        { path: "dispatchWorker", code: "WORKER_NOT_RUNNING" },
        { path: "outboxSender", code: "WORKER_NOT_RUNNING" },
      ],
    });

    const ctx = t.app.appContext;
    const background = await startDispatchBackground(t.app, ctx);
    const outbox = createMessageOutbox(t.config, t.db, { info: () => {}, warn: () => {} });
    outbox.start();
    ctx.operations.workers.register("dispatchWorker", background.isRunning);
    ctx.operations.workers.register("outboxSender", outbox.isRunning);
    try {
      const ready = await get("/readyz");
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready" });

      await background.stop();
      const stopped = await get("/readyz");
      expect(stopped.json().errors).toEqual([{ path: "dispatchWorker", code: "WORKER_NOT_RUNNING" }]);
    } finally {
      await background.stop();
      await outbox.stop();
    }
  });

  it("is never rate limited: polled 300 times in a row, it never answers 429", async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 300; i++) statuses.add((await get(i % 2 ? "/readyz" : "/healthz")).statusCode);
    expect(statuses.has(429)).toBe(false);
  });

  it("names a missing migration, a stopping instance and an unreachable database", async () => {
    const probe = await createTestApp(kind);
    const readyz = async () => {
      const response = await probe.app.inject({ method: "GET", url: "/readyz" });
      expect(response.statusCode).toBe(503);
      return response.json().errors as { path: string; code: string }[];
    };
    try {
      // As if this version shipped a migration the database has not had yet.
      const [newest] = await queryRows<{ id: number }>(
        probe.db,
        sql`SELECT id FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
      );
      await probe.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${newest.id}`);
      expect(await readyz()).toContainEqual({ path: "migrations", code: "MIGRATIONS_PENDING" });

      probe.app.appContext.operations.readiness.markShuttingDown();
      expect((await readyz())[0]).toEqual({ path: "instance", code: "SHUTTING_DOWN" });

      await probe.database.close();
      expect(await readyz()).toContainEqual({ path: "database", code: "DATABASE_UNREACHABLE" });
    } finally {
      await probe.app.close();
      await probe.database.close().catch(() => {});
    }
  });
});
