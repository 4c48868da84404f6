import type { Db } from "./connect.ts";

// Deadlock and serialization failures are the database asking us to try again; the whole
// transaction rolled back, so repeating it is safe.
const RETRYABLE = new Set(["40P01", "40001"]);

/** Runs `work` in a transaction, repeating it when the database reports a deadlock or serialization failure. */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      if (attempt >= attempts || !hasSqlState(error, RETRYABLE)) throw error;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
    }
  }
}

function hasSqlState(error: unknown, states: Set<string>): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  const code = e.code ?? e.cause?.code;
  return code !== undefined && states.has(code);
}
