import { and, eq } from "drizzle-orm";
import { OFF_DUTY_REASONS } from "@hitch/contract/common/enum-values";
import type { DriverProfile } from "@hitch/contract/dispatch/driver-app";
import { dispatchAssignments } from "../../db/schema/dispatch.ts";
import { type DriverRow, drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Db } from "../../db/connect.ts";
import { ownPhotoUrl } from "./driver-photo.ts";
import { invitationOfSession } from "./session-invitation.ts";

async function activeRequestOf(db: Db, driverId: number): Promise<number | null> {
  const [active] = await db
    .select({ id: dispatchAssignments.assistanceRequestId })
    .from(dispatchAssignments)
    .where(and(eq(dispatchAssignments.driverId, driverId), eq(dispatchAssignments.active, true)));
  return active?.id ?? null;
}

/** The driver app's header: who is signed in, on duty or not, with which truck, on which job. */
export async function driverProfile(db: Db, driver: DriverRow, sessionId: number | null): Promise<DriverProfile> {
  const activeAssistanceRequestId = await activeRequestOf(db, driver.id);
  return {
    id: driver.id,
    fullName: driver.fullName,
    company: driver.company,
    // A driver on a job is on duty though the engine marked them busy (not available for offers).
    onDuty: driver.available || activeAssistanceRequestId !== null,
    shiftPlate: driver.shiftPlate,
    photoUrl: ownPhotoUrl(driver.photoKey),
    activeAssistanceRequestId,
    invitation: await invitationOfSession(db, driver.id, sessionId),
    offDutyReason: !driver.available && isOffDutyReason(driver.offDutyReason) ? driver.offDutyReason : null,
  };
}

/**
 * On duty, the driver is available for offers (the nearest-driver search reads only available drivers);
 * off duty, not. While on a job the engine holds the driver busy: going off duty then is a 409.
 */
export async function setDuty(
  db: Db,
  driverId: number,
  body: { onDuty: boolean; shiftPlate?: string },
  now: Date,
  sessionId: number | null,
) {
  if ((await activeRequestOf(db, driverId)) !== null) throw new HttpError(409, "CONFLICT");
  const plate = body.shiftPlate === undefined ? {} : { shiftPlate: body.shiftPlate.toUpperCase() };
  const [row] = await db
    .update(drivers)
    // The driver's own choice replaces the system's reason (the app has told it by now).
    .set({ available: body.onDuty, offDutyReason: null, ...plate, updatedAt: now })
    .where(eq(drivers.id, driverId))
    .returning();
  return driverProfile(db, row, sessionId);
}

const isOffDutyReason = (reason: string | null): reason is (typeof OFF_DUTY_REASONS)[number] =>
  (OFF_DUTY_REASONS as readonly (string | null)[]).includes(reason);
