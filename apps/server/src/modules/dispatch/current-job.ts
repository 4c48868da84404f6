import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments, dispatchJobs } from "../../db/schema/dispatch.ts";
import { readAssignment } from "./status-view.ts";
import { driverPhotoUrls } from "./driver-photos.ts";

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
      contactName: assistanceRequests.contactName,
      contactPhonePrefix: assistanceRequests.contactPhonePrefix,
      contactPhone: assistanceRequests.contactPhone,
      licensePlate: assistanceRequests.licensePlate,
      make: assistanceRequests.vehicleMark,
      model: assistanceRequests.vehicleModel,
      description: assistanceRequests.description,
    })
    .from(dispatchJobs)
    .innerJoin(assistanceRequests, eq(assistanceRequests.id, dispatchJobs.assistanceRequestId))
    .where(eq(dispatchJobs.assistanceRequestId, requestId));
  // The customer's name and phone reach only the driver who holds the job (GET /offers never shows them).
  const phone = job.contactPhone ? `${job.contactPhonePrefix ?? ""}${job.contactPhone}` : null;
  return {
    assistanceRequestId: requestId,
    latitude: job.latitude,
    longitude: job.longitude,
    address: job.address,
    assignment: (await readAssignment(db, requestId))!,
    customer: { name: job.contactName, phone },
    vehicle: { licensePlate: job.licensePlate, make: job.make, model: job.model },
    description: job.description,
    photos: (await driverPhotoUrls(db, [requestId])).get(requestId) ?? [],
  };
}
