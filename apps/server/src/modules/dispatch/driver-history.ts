import { and, desc, eq, gte } from "drizzle-orm";
import type { DriverHistory } from "@hitch/contract/dispatch/driver-app";
import type { JobProgressStep } from "@hitch/contract/common/enums";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments } from "../../db/schema/dispatch.ts";
import type { Db } from "../../db/connect.ts";

/**
 * The driver's jobs assigned since `since` (the app sends its local midnight), newest first. A job the driver
 * finished keeps the customer's phone for the rest of that day (a forgotten key, a question on the invoice);
 * a cancelled or handed-over one does not.
 */
export async function driverHistory(db: Db, driverId: number, since: Date): Promise<DriverHistory> {
  const rows = await db
    .select({
      assignment: dispatchAssignments,
      address: assistanceRequests.address,
      phonePrefix: assistanceRequests.contactPhonePrefix,
      phone: assistanceRequests.contactPhone,
    })
    .from(dispatchAssignments)
    .innerJoin(assistanceRequests, eq(assistanceRequests.id, dispatchAssignments.assistanceRequestId))
    .where(and(eq(dispatchAssignments.driverId, driverId), gte(dispatchAssignments.assignedAt, since)))
    .orderBy(desc(dispatchAssignments.assignedAt), desc(dispatchAssignments.id))
    .limit(100);
  return rows.map(({ assignment: a, address, phonePrefix, phone }) => ({
    assistanceRequestId: a.assistanceRequestId,
    address,
    assignedAt: a.assignedAt.toISOString(),
    endedAt: a.endedAt?.toISOString() ?? null,
    endReason: a.endReason,
    progress: a.progress as JobProgressStep,
    // As on the job (current-job.ts): the phone the customer gave as their contact.
    customerPhone: a.endReason === "FINISHED" && phone ? `${phonePrefix ?? ""}${phone}` : null,
  }));
}
