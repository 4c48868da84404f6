import { and, count, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type {
  ConsoleFeedbackItem,
  FeedbackListQuery,
  FeedbackSummary,
  FeedbackSummaryQuery,
} from "@hitch/contract/console/feedback";
import { queryRows, type Db } from "../../db/connect.ts";
import { feedback } from "../../db/schema/feedback.ts";
import { services } from "../../db/schema/services.ts";
import { toCsv } from "./csv.ts";
import { inOperatorTimeZone } from "./time-zone.ts";

/** The services to read: one asked for, or all the operator may see (null: every service). */
export interface FeedbackScope {
  serviceIds: number[] | null;
  stars?: number;
}

/** Answered invitations only: an unused invitation has no stars. */
const answered = ({ serviceIds, stars }: FeedbackScope): SQL | undefined =>
  and(
    isNotNull(feedback.usedAt),
    isNotNull(feedback.stars),
    serviceIds === null ? undefined : inArray(feedback.serviceId, serviceIds.length ? serviceIds : [-1]),
    stars === undefined ? undefined : eq(feedback.stars, stars),
  );

const items = (db: Db, scope: FeedbackScope) =>
  db
    .select({ row: feedback, serviceName: services.name })
    .from(feedback)
    .innerJoin(services, eq(services.id, feedback.serviceId))
    .where(answered(scope))
    .orderBy(desc(feedback.usedAt), desc(feedback.id));

const view = ({ row, serviceName }: Awaited<ReturnType<typeof items>>[number]): ConsoleFeedbackItem => ({
  id: row.id,
  serviceId: row.serviceId,
  serviceName,
  caseType: row.caseType,
  stars: row.stars!,
  comment: row.comment,
  givenAt: row.usedAt!.toISOString(),
});

/** One page of the answers, newest first, and how many match in all. */
export async function listFeedback(db: Db, scope: FeedbackScope, { page, pageSize }: FeedbackListQuery) {
  const [{ total }] = await db.select({ total: count() }).from(feedback).where(answered(scope));
  const rows = await items(db, scope)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(view), total, page, pageSize };
}

/** Every matching answer (up to 50,000) as CSV, newest first. */
export async function feedbackCsv(db: Db, scope: FeedbackScope) {
  const rows = (await items(db, scope).limit(50_000)).map(view);
  return toCsv(
    ["given_at", "service", "case_type", "stars", "comment"],
    rows.map((r) => [r.givenAt, r.serviceName, r.caseType, r.stars, r.comment]),
  );
}

/** Average and distribution per service, and the weekly trend (weeks in the operator's time zone). */
export async function summariseFeedback(
  db: Db,
  scope: FeedbackScope,
  { weeks, timeZone }: FeedbackSummaryQuery,
  now: Date,
): Promise<FeedbackSummary> {
  const where = answered(scope);
  const perService = await db
    .select({
      serviceId: feedback.serviceId,
      serviceName: services.name,
      count: count(),
      average: sql<number | null>`avg(${feedback.stars})::float8`,
      distribution: sql<number[]>`array[${sql.join(
        [1, 2, 3, 4, 5].map((n) => sql`(count(*) FILTER (WHERE ${feedback.stars} = ${n}))::int`),
        sql`, `,
      )}]`,
    })
    .from(feedback)
    .innerJoin(services, eq(services.id, feedback.serviceId))
    .where(where)
    .groupBy(feedback.serviceId, services.name)
    .orderBy(services.name);
  const thisWeek = sql`date_trunc('week', (${now.toISOString()})::timestamptz AT TIME ZONE ${timeZone})`;
  const weekly = await inOperatorTimeZone(() =>
    queryRows<{ week_start: string; count: number; average: number | null }>(
      db,
      sql`WITH a AS (
        SELECT date_trunc('week', ${feedback.usedAt} AT TIME ZONE ${timeZone}) AS week, ${feedback.stars} AS stars
        FROM ${feedback} WHERE ${where}
      )
      SELECT to_char(w.week, 'YYYY-MM-DD') AS week_start, count(a.stars)::int AS count, avg(a.stars)::float8 AS average
      FROM generate_series(${thisWeek} - ${`${weeks - 1} weeks`}::interval, ${thisWeek}, interval '1 week') AS w(week)
      LEFT JOIN a ON a.week = w.week
      GROUP BY w.week ORDER BY w.week`,
    ),
  );
  return {
    services: perService.map((s) => ({ ...s, average: s.average === null ? null : Number(s.average) })),
    weekly: weekly.map((w) => ({ weekStart: w.week_start, count: w.count, average: w.average })),
  };
}
