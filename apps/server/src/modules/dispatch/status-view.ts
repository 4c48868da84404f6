import { desc, eq } from "drizzle-orm";
import type { AssistanceStatus, DispatchStage, JobProgressStep } from "@hitch/contract/common/enums";
import type { DriverAssignment } from "@hitch/contract/dispatch/assignment";
import type { AssistanceStatusResponse } from "@hitch/contract/dispatch/status";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments, dispatchJobs } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import type { Db } from "../../db/connect.ts";
import { customerPhotoUrl } from "../drivers/public.ts";

/** The active (or, once the job ended, the last) assignment of a request, as the customer sees it. */
export async function readAssignment(db: Db, requestId: number): Promise<DriverAssignment | null> {
  const [latest] = await db
    .select({ assignment: dispatchAssignments, driver: drivers })
    .from(dispatchAssignments)
    .innerJoin(drivers, eq(drivers.id, dispatchAssignments.driverId))
    .where(eq(dispatchAssignments.assistanceRequestId, requestId))
    .orderBy(desc(dispatchAssignments.active), desc(dispatchAssignments.assignedAt), desc(dispatchAssignments.id))
    .limit(1);
  if (!latest) return null;
  const { assignment, driver } = latest;
  return {
    driver: {
      id: driver.id,
      fullName: driver.fullName,
      phoneNumber: driver.phoneNumber,
      company: driver.company,
      companyId: driver.companyId,
      isTransferred: assignment.isTransferred,
      notificationResponseRate: driver.notificationResponseRate,
      // Only while this driver is on the job: the route behind it answers 404 for anyone else.
      photoUrl: assignment.active ? customerPhotoUrl(requestId, driver.id, driver.photoKey) : null,
    },
    eta: assignment.etaAt.toISOString(),
    assignedTime: assignment.assignedAt.toISOString(),
    driverLocation: assignment.active ? { latitude: driver.latitude, longitude: driver.longitude } : null,
    progress: assignment.progress as JobProgressStep,
    truck: { plate: driver.shiftPlate, vehicle: driver.truckVehicle },
  };
}

/** What GET /status answers and the stream sends; null when the request does not exist. */
export async function readStatus(db: Db, requestId: number): Promise<AssistanceStatusResponse | null> {
  const [row] = await db
    .select({ status: assistanceRequests.status, jobStatus: dispatchJobs.status, stage: dispatchJobs.stage })
    .from(assistanceRequests)
    .leftJoin(dispatchJobs, eq(dispatchJobs.assistanceRequestId, assistanceRequests.id))
    .where(eq(assistanceRequests.id, requestId));
  if (!row) return null;
  // The job is the engine's truth once dispatch started; before that the request's own status.
  const status = (row.jobStatus ?? row.status) as AssistanceStatus;
  const response: AssistanceStatusResponse = {
    status,
    stage: status === "PENDING" && row.stage ? (row.stage as DispatchStage) : null,
  };
  if (status === "ACCEPTED" || status === "FINISHED") {
    const assignment = await readAssignment(db, requestId);
    if (assignment) response.assignment = assignment;
  }
  return response;
}
