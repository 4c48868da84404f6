import { and, desc, eq, gte } from "drizzle-orm";
import type { DriverHistory } from "@hitch/contract/dispatch/driver-app";
import type { JobProgressStep } from "@hitch/contract/common/enums";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments } from "../../db/schema/dispatch.ts";
import type { Db } from "../../db/connect.ts";

/** The driver's jobs assigned since `since` (the app sends its local midnight), newest first. */
export async function driverHistory(db: Db, driverId: number, since: Date): Promise<DriverHistory> {
  const rows = await db
    .select({ assignment: dispatchAssignments, address: assistanceRequests.address })
    .from(dispatchAssignments)
    .innerJoin(assistanceRequests, eq(assistanceRequests.id, dispatchAssignments.assistanceRequestId))
    .where(and(eq(dispatchAssignments.driverId, driverId), gte(dispatchAssignments.assignedAt, since)))
    .orderBy(desc(dispatchAssignments.assignedAt), desc(dispatchAssignments.id))
    .limit(100);
  return rows.map(({ assignment: a, address }) => ({
    assistanceRequestId: a.assistanceRequestId,
    address,
    assignedAt: a.assignedAt.toISOString(),
    endedAt: a.endedAt?.toISOString() ?? null,
    endReason: a.endReason,
    progress: a.progress as JobProgressStep,
  }));
}
