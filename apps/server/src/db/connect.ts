import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";

/** The one Drizzle type repositories take, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies pending migrations; safe to call from several instances at once on PostgreSQL. */
  migrate(): Promise<void>;
  /** Connections of the pool by state, for the metrics (PGlite: its one connection). */
  poolStats(): { total: number; idle: number; waiting: number };
  /** PGlite only: a consistent copy of its data directory, taken between two queries (backups). */
  snapshot?: () => Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

// Arbitrary constant: serialises migrations when several instances start against one PostgreSQL.
const MIGRATION_LOCK_ID = 724_2001;

export type ConnectOptions = { databaseUrl: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite };

export async function connect(options: ConnectOptions): Promise<Database> {
  if ("databaseUrl" in options) return connectPostgres(options.databaseUrl, options.poolSize ?? 10);
  let client: PGlite;
  let unlock = () => {};
  if ("pglite" in options) {
    client = options.pglite;
  } else {
    const dir = join(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    // Before PGlite touches a file: a second process on one directory corrupts it (data-dir-lock.ts).
    unlock = lockDataDir(options.dataDir);
    try {
      client = new PGlite(dir);
      await client.waitReady;
    } catch (error) {
      unlock();
      throw error;
    }
  }
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR }),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    snapshot: () => client.dumpDataDir("gzip"),
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function connectPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- execute()'s row type differs per driver; both answer { rows }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
