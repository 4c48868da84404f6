import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { MIGRATIONS_DIR, queryRows, type Db } from "../../db/connect.ts";
import type { WorkerLiveness } from "./worker-liveness.ts";

/** A failing check: `path` names it, `code` says what is wrong (operator error codes). */
export type FailedCheck = {
  path: string;
  code: "DATABASE_UNREACHABLE" | "MIGRATIONS_PENDING" | "WORKER_NOT_RUNNING" | "SHUTTING_DOWN";
};

/** A database that does not answer in this time is as good as unreachable to a load balancer. */
const DATABASE_TIMEOUT_MS = 2_000;

/** When the newest migration this code ships was made (drizzle's journal); the database must have it. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** The SQLSTATE of a database error, also when Drizzle wrapped it (as its `cause`). */
function sqlStateOf(error: unknown): string {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ("code" in e && typeof e.code === "string") return e.code;
  }
  return "";
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The checks behind /readyz, cheap enough to poll every second: one trivial query while the
 * migrations are known to be applied (a migration is never taken back, so that is read once).
 */
export function createReadiness(db: Db, workers: WorkerLiveness) {
  const newest = newestMigrationMillis();
  let migrationsApplied = false;
  let shuttingDown = false;

  const databaseChecks = async (): Promise<FailedCheck[]> => {
    try {
      if (migrationsApplied) {
        await withTimeout(queryRows(db, sql`SELECT 1`), DATABASE_TIMEOUT_MS);
        return [];
      }
      const [row] = await withTimeout(
        queryRows<{ newest: string | null }>(
          db,
          sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
        ),
        DATABASE_TIMEOUT_MS,
      );
      migrationsApplied = row?.newest != null && Number(row.newest) >= newest;
      return migrationsApplied ? [] : [{ path: "migrations", code: "MIGRATIONS_PENDING" }];
    } catch (error) {
      // No migrations table at all (undefined table or schema): reachable, but never migrated.
      if (["42P01", "3F000"].includes(sqlStateOf(error))) return [{ path: "migrations", code: "MIGRATIONS_PENDING" }];
      return [{ path: "database", code: "DATABASE_UNREACHABLE" }];
    }
  };

  return {
    /**
     * From now on the instance answers not ready, so a load balancer sends new customers elsewhere, and every answer
     * closes its connection (http/close-connections-when-stopping.ts).
     */
    markShuttingDown() {
      shuttingDown = true;
    },
    isShuttingDown: () => shuttingDown,
    async failedChecks(): Promise<FailedCheck[]> {
      // At once, without the database: it may be slow under load or being closed, and the balancer must know now.
      if (shuttingDown) return [{ path: "instance", code: "SHUTTING_DOWN" }];
      const failed = await databaseChecks();
      for (const name of workers.stopped()) failed.push({ path: name, code: "WORKER_NOT_RUNNING" });
      return failed;
    },
  };
}
