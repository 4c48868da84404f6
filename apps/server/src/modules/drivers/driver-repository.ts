import { and, asc, eq } from "drizzle-orm";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments } from "../../db/schema/dispatch.ts";
import { type DriverRow, drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import type { Db } from "../../db/connect.ts";
import type { CreateDriverRequest } from "@hitch/contract/admin/drivers";
import type { AdminDriver as AdminDriverView, UpdateDriverRequest } from "@hitch/contract/admin/drivers";
import type { JobProgressStep as JobProgress } from "@hitch/contract/common/enums";
import { hashDriverToken, newDriverToken } from "./driver-tokens.ts";
import { towingCompanyIdFor } from "./towing-companies.ts";

type ActiveRequest = AdminDriverView["activeRequest"];

/**
 * The driver's row with the request they are on (one active assignment per driver: the engine offers a busy
 * driver nothing), read in one query: its id, reference, status and the driver's progress.
 */
const driverWithJob = (db: Db) =>
  db
    .select({
      driver: drivers,
      requestId: dispatchAssignments.assistanceRequestId,
      reference: assistanceRequests.externalId,
      status: assistanceRequests.status,
      progress: dispatchAssignments.progress,
      transferred: dispatchAssignments.isTransferred,
    })
    .from(drivers)
    .leftJoin(
      dispatchAssignments,
      and(eq(dispatchAssignments.driverId, drivers.id), eq(dispatchAssignments.active, true)),
    )
    .leftJoin(assistanceRequests, eq(assistanceRequests.id, dispatchAssignments.assistanceRequestId));

type DriverWithJob = Awaited<ReturnType<ReturnType<typeof driverWithJob>["execute"]>>[number];

function viewWithJob(row: DriverWithJob): AdminDriverView {
  const active: ActiveRequest =
    row.requestId === null || row.reference === null || row.status === null
      ? null
      : { id: row.requestId, reference: row.reference, status: row.status, progress: row.progress as JobProgress };
  return view(row.driver, active, row.transferred ?? false);
}

function view(row: DriverRow, activeRequest: ActiveRequest, isTransferred = false): AdminDriverView {
  return {
    id: row.id,
    isTransferred: Boolean(isTransferred),
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    company: row.company,
    companyId: row.companyId,
    notificationResponseRate: row.notificationResponseRate,
    latitude: row.latitude,
    longitude: row.longitude,
    locationUpdatedAt: row.locationUpdatedAt.toISOString(),
    available: row.available,
    truckVehicle: row.truckVehicle,
    activeAssistanceRequestId: activeRequest?.id ?? null,
    activeRequest,
  };
}

export async function createDriver(db: Db, body: CreateDriverRequest, options: { simulated?: boolean } = {}) {
  const token = newDriverToken();
  const [row] = await db
    .insert(drivers)
    .values({
      ...body,
      companyId: body.companyId ?? null,
      towingCompanyId: await towingCompanyIdFor(db, body.company),
      available: body.available ?? true,
      tokenHash: hashDriverToken(token),
      simulated: options.simulated ?? false,
    })
    .returning();
  return { ...view(row, null), token };
}

export async function getDriver(db: Db, id: number): Promise<AdminDriverView> {
  const [row] = await driverWithJob(db).where(eq(drivers.id, id));
  if (!row) throw new HttpError(404, "NOT_FOUND");
  return viewWithJob(row);
}

export async function listDrivers(db: Db, query: { available?: boolean; limit: number; offset: number }) {
  const rows = await driverWithJob(db)
    .where(query.available === undefined ? undefined : eq(drivers.available, query.available))
    .orderBy(asc(drivers.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(viewWithJob);
}

export async function updateDriver(db: Db, id: number, body: UpdateDriverRequest, now: Date) {
  const moved = body.latitude !== undefined ? { locationUpdatedAt: now } : {};
  const company = body.company !== undefined ? { towingCompanyId: await towingCompanyIdFor(db, body.company) } : {};
  const updated = await db
    .update(drivers)
    .set({ ...body, ...moved, ...company, updatedAt: now })
    .where(eq(drivers.id, id))
    .returning({ id: drivers.id });
  if (updated.length === 0) throw new HttpError(404, "NOT_FOUND");
  return getDriver(db, id);
}

/** Every request this driver was ever assigned to: the customers who see the driver's details. */
export async function requestsServedBy(db: Db, driverId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: dispatchAssignments.assistanceRequestId })
    .from(dispatchAssignments)
    .where(eq(dispatchAssignments.driverId, driverId));
  return rows.map((row) => row.id);
}

/** A driver on a job cannot be removed (409): hand the job over first. */
export async function removeDriver(db: Db, id: number) {
  const busy = await db
    .select({ id: dispatchAssignments.id })
    .from(dispatchAssignments)
    .where(and(eq(dispatchAssignments.driverId, id), eq(dispatchAssignments.active, true)));
  if (busy.length > 0) throw new HttpError(409, "CONFLICT");
  try {
    const removed = await db.delete(drivers).where(eq(drivers.id, id)).returning({ id: drivers.id });
    if (removed.length === 0) throw new HttpError(404, "NOT_FOUND");
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Past assignments keep their driver for the record (FK restrict).
    if (isForeignKeyViolation(error)) throw new HttpError(409, "CONFLICT");
    throw error;
  }
}
