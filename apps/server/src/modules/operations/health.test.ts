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
      // Every per-address limit at its lowest: a probe that any of them counted would be refused at once.
      config: {
        logLevel: "info",
        rateLimits: { linkValidationPerMinute: 1, serviceLinkPerMinute: 1, authFailuresPerMinute: 1 },
      },
      deps: { logStream: { write: (line: string) => void logLines.push(line) } },
    });
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("answers /healthz while the process runs, and logs no line at info for it nor for a failing /readyz", async () => {
    logLines.length = 0;
    const response = await get("/healthz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
    // No worker runs yet, so this one fails: a failing probe polled every second must not flood the log either.
    expect((await get("/readyz")).statusCode).toBe(503);
    // The log does work at info: an ordinary request is logged.
    await get("/api/v1/public/theme/nobody");
    expect(logLines.some((line) => line.includes("/api/v1/public/theme/nobody"))).toBe(true);
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

  it("is never rate limited: polled 300 times in a row with every limit at 1 a minute, it never answers 429", async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 300; i++) statuses.add((await get(i % 2 ? "/readyz" : "/healthz")).statusCode);
    expect(statuses.has(429)).toBe(false);
  });

  it("names a database never migrated, a missing migration, a stopping instance and an unreachable database", async () => {
    const probe = await createTestApp(kind);
    const readyz = async () => {
      const response = await probe.app.inject({ method: "GET", url: "/readyz" });
      expect(response.statusCode).toBe(503);
      return response.json().errors as { path: string; code: string }[];
    };
    try {
      // A database never migrated at all: it answers, but has no migrations table.
      await probe.db.execute(sql`ALTER SCHEMA drizzle RENAME TO drizzle_away`);
      expect(await readyz()).toContainEqual({ path: "migrations", code: "MIGRATIONS_PENDING" });
      expect(await readyz()).not.toContainEqual(expect.objectContaining({ path: "database" }));
      await probe.db.execute(sql`ALTER SCHEMA drizzle_away RENAME TO drizzle`);

      // As if this version shipped a migration the database has not had yet.
      const [newest] = await queryRows<{ id: number }>(
        probe.db,
        sql`SELECT id FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
      );
      await probe.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${newest.id}`);
      expect(await readyz()).toContainEqual({ path: "migrations", code: "MIGRATIONS_PENDING" });

      await probe.database.close();
      expect(await readyz()).toContainEqual({ path: "database", code: "DATABASE_UNREACHABLE" });

      // A stopping instance says so at once, without asking the database (closed here, slow under load).
      probe.app.appContext.operations.readiness.markShuttingDown();
      expect(await readyz()).toEqual([{ path: "instance", code: "SHUTTING_DOWN" }]);
    } finally {
      await probe.app.close();
      await probe.database.close().catch(() => {});
    }
  });
});
