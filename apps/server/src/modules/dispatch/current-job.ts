import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments, dispatchJobs } from "../../db/schema/dispatch.ts";
import { readAssignment } from "./status-view.ts";

/** The request whose job the driver holds now, if any. */
export async function activeJobOf(db: Db, driverId: number): Promise<number | null> {
  const [active] = await db
    .select({ id: dispatchAssignments.assistanceRequestId })
    .from(dispatchAssignments)
    .where(and(eq(dispatchAssignments.driverId, driverId), eq(dispatchAssignments.active, true)));
  return active?.id ?? null;
}

/** A driver's job as the driver API answers it: where to go, and the assignment. */
export async function currentJobOf(db: Db, requestId: number) {
  const [job] = await db
    .select({
      latitude: dispatchJobs.latitude,
      longitude: dispatchJobs.longitude,
      address: assistanceRequests.address,
    })
    .from(dispatchJobs)
    .innerJoin(assistanceRequests, eq(assistanceRequests.id, dispatchJobs.assistanceRequestId))
    .where(eq(dispatchJobs.assistanceRequestId, requestId));
  return { assistanceRequestId: requestId, ...job, assignment: (await readAssignment(db, requestId))! };
}
