import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { cases } from "../../db/schema/cases.ts";
import { claims } from "../../db/schema/claims.ts";
import { operatorCallbacks } from "../../db/schema/dispatch.ts";
import { workshops } from "../../db/schema/workshops.ts";

/**
 * The service a record of the admin API belongs to, for the service-key check; undefined when there is no
 * such record (the route then answers its own 404, exactly as for a record of another service).
 */
export const serviceOfRecord = {
  async assistanceRequest(db: Db, id: number) {
    const [row] = await db
      .select({ serviceId: assistanceRequests.serviceId })
      .from(assistanceRequests)
      .where(eq(assistanceRequests.id, id));
    return row?.serviceId;
  },
  async claim(db: Db, id: number) {
    const [row] = await db.select({ serviceId: claims.serviceId }).from(claims).where(eq(claims.id, id));
    return row?.serviceId;
  },
  async case(db: Db, id: number) {
    const [row] = await db.select({ serviceId: cases.serviceId }).from(cases).where(eq(cases.id, id));
    return row?.serviceId;
  },
  async workshop(db: Db, id: number) {
    const [row] = await db.select({ serviceId: workshops.serviceId }).from(workshops).where(eq(workshops.id, id));
    return row?.serviceId;
  },
  async callback(db: Db, id: number) {
    const [row] = await db
      .select({ serviceId: assistanceRequests.serviceId })
      .from(operatorCallbacks)
      .innerJoin(assistanceRequests, eq(assistanceRequests.id, operatorCallbacks.assistanceRequestId))
      .where(eq(operatorCallbacks.id, id));
    return row?.serviceId;
  },
};

/** Of these assistance requests, those of the service (a service key's call-back list). */
export async function requestsOfService(db: Db, serviceId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: assistanceRequests.id })
    .from(assistanceRequests)
    .where(and(eq(assistanceRequests.serviceId, serviceId), inArray(assistanceRequests.id, ids)));
  return new Set(rows.map((r) => r.id));
}
