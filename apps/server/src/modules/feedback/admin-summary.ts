import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { feedback } from "../../db/schema/feedback.ts";

/** The answers a service has received (newest first) with their count and mean rating, for operators. */
export async function feedbackSummary(db: Db, serviceId: number) {
  const rows = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.serviceId, serviceId), isNotNull(feedback.usedAt), isNotNull(feedback.stars)))
    .orderBy(desc(feedback.usedAt), desc(feedback.id));
  const total = rows.reduce((sum, row) => sum + row.stars!, 0);
  return {
    count: rows.length,
    averageRating: rows.length ? Math.round((total / rows.length) * 100) / 100 : null,
    items: rows.map((row) => ({
      caseType: row.caseType,
      stars: row.stars!,
      comment: row.comment,
      givenAt: row.usedAt!.toISOString(),
    })),
  };
}
