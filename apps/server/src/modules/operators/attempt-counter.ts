import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { operatorRateLimits } from "../../db/schema/operators.ts";

/**
 * Attempts counted in fixed windows, in the database (better-auth's rate-limit table, under keys of our
 * own that its `ip|path` keys never meet), so that every instance counts the same attempts. One
 * statement counts and answers the count, so concurrent attempts cannot read the same count.
 */
export function attemptCounter(db: Db, now: () => number = Date.now) {
  return {
    /** Counts one attempt under `key`; answers the window's count (this one included) and when it ends. */
    async take(key: string, windowMs: number): Promise<{ count: number; endsAt: number }> {
      const at = now();
      const id = `hitch:${key}`;
      const expired = sql`${operatorRateLimits.lastRequest} <= ${at - windowMs}`;
      const [row] = await db
        .insert(operatorRateLimits)
        .values({ id, key: id, count: 1, lastRequest: at })
        .onConflictDoUpdate({
          target: operatorRateLimits.key,
          // `last_request` holds when the window started.
          set: {
            count: sql`case when ${expired} then 1 else ${operatorRateLimits.count} + 1 end`,
            lastRequest: sql`case when ${expired} then ${at} else ${operatorRateLimits.lastRequest} end`,
          },
        })
        .returning({ count: operatorRateLimits.count, startedAt: operatorRateLimits.lastRequest });
      return { count: row.count, endsAt: row.startedAt + windowMs };
    },
    /** Takes back an attempt that turned out not to count (a success, or one refused before it was tried). */
    async giveBack(key: string): Promise<void> {
      await db
        .update(operatorRateLimits)
        .set({ count: sql`greatest(${operatorRateLimits.count} - 1, 0)` })
        .where(eq(operatorRateLimits.key, `hitch:${key}`));
    },
  };
}
