import type { AdminCaseListQuery } from "@hitch/contract/admin/cases";
import { and, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { cases } from "../../db/schema/cases.ts";

export async function findCase(db: Db, id: number) {
  const [row] = await db.select().from(cases).where(eq(cases.id, id)).limit(1);
  return row ?? null;
}

/** Operators page through recent work; the newest 500 cases of the service are plenty for a list. */
const LIST_LIMIT = 500;

export async function listServiceCases(db: Db, serviceId: number, filters: Omit<AdminCaseListQuery, "serviceName">) {
  const conditions: SQL[] = [eq(cases.serviceId, serviceId)];
  if (filters.status === "OPEN") conditions.push(isNull(cases.closedAt));
  if (filters.status === "CLOSED") conditions.push(isNotNull(cases.closedAt));
  if (filters.origin) conditions.push(eq(cases.origin, filters.origin));
  if (filters.licensePlate)
    conditions.push(eq(cases.licensePlate, filters.licensePlate.toUpperCase().replace(/[^A-Z0-9]/g, "")));
  return db
    .select()
    .from(cases)
    .where(and(...conditions))
    .orderBy(desc(cases.id))
    .limit(LIST_LIMIT);
}

/** The case opened for a claim or for an assistance request, if there is one yet. */
export async function findCaseFor(db: Db, kind: "claim" | "assistance", id: number) {
  const where = kind === "claim" ? eq(cases.claimId, id) : eq(cases.assistanceRequestId, id);
  const [row] = await db.select().from(cases).where(where).limit(1);
  return row ?? null;
}
