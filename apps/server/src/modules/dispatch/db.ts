import { type SQL, sql } from "drizzle-orm";
import type { PgDatabase } from "drizzle-orm/pg-core";

/**
 * Any Drizzle Postgres database or transaction: PGlite and node-postgres both fit, so the engine
 * runs unchanged on the embedded database and on a PostgreSQL shared by many instances.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- PGlite's and node-postgres's query-result types differ
export type Db = PgDatabase<any, any, any>;

/** Raw query rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// Deadlock and serialization failures are the database asking us to try again; the whole
// transaction rolled back, so repeating it is safe.
const RETRYABLE = new Set(["40P01", "40001"]);

export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
    }
  }
}

/** Takes the job's row lock first, the order every dispatch transaction keeps (jobs, then offers). */
export async function lockJob(tx: Db, requestId: number): Promise<boolean> {
  const rows = await queryRows(tx, sql`SELECT 1 FROM dispatch_jobs WHERE assistance_request_id = ${requestId} FOR UPDATE`);
  return rows.length > 0;
}
