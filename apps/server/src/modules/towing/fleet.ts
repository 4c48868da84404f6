import { and, asc, eq, sql } from "drizzle-orm";
import type { FleetDriver } from "@hitch/contract/console/drivers";
import { DEFAULT_MAP_CENTER } from "@hitch/contract/common/map-center";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments } from "../../db/schema/dispatch.ts";
import { driverSessions } from "../../db/schema/driver-sessions.ts";
import { type DriverRow, drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";

/** Who is looking: a dispatcher's company narrows the list; a provider operator's services decide whose busy drivers show where. */
export interface FleetViewer {
  towingCompanyId: number | null;
  /** Null: every service (a platform administrator or a dispatcher, whose jobs are their company's own). */
  serviceIds: number[] | null;
}

/** The towing company of a driver (null when it has none), or 404 when there is no such driver. */
export async function companyOfDriver(db: Db, driverId: number): Promise<number | null> {
  const [row] = await db.select({ companyId: drivers.towingCompanyId }).from(drivers).where(eq(drivers.id, driverId));
  if (!row) throw new HttpError(404, "NOT_FOUND");
  return row.companyId;
}

/**
 * The drivers the viewer may see, simulated ones last. A driver busy with a request of a service the
 * viewer does not serve is listed as busy, without its position or request: the customer is not theirs.
 */
export async function listFleet(db: Db, viewer: FleetViewer, now: Date): Promise<FleetDriver[]> {
  const rows = await db
    .select({
      driver: drivers,
      requestId: dispatchAssignments.assistanceRequestId,
      serviceId: assistanceRequests.serviceId,
      sessions: sql<number>`(SELECT count(*) FROM ${driverSessions} s WHERE s.driver_id = ${drivers.id}
        AND s.revoked_at IS NULL AND s.expires_at > ${now.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(drivers)
    .leftJoin(
      dispatchAssignments,
      and(eq(dispatchAssignments.driverId, drivers.id), eq(dispatchAssignments.active, true)),
    )
    .leftJoin(assistanceRequests, eq(assistanceRequests.id, dispatchAssignments.assistanceRequestId))
    .where(viewer.towingCompanyId === null ? undefined : eq(drivers.towingCompanyId, viewer.towingCompanyId))
    .orderBy(asc(drivers.simulated), asc(drivers.fullName), asc(drivers.id));
  return rows.map(({ driver, requestId, serviceId, sessions }) => {
    const visible = requestId === null || viewer.serviceIds === null || viewer.serviceIds.includes(serviceId ?? -1);
    return fleetView(driver, visible ? requestId : null, requestId !== null, visible, sessions);
  });
}

function fleetView(d: DriverRow, requestId: number | null, busy: boolean, visible: boolean, sessions: number) {
  return {
    id: d.id,
    fullName: d.fullName,
    phoneNumber: d.phoneNumber,
    company: d.company,
    towingCompanyId: d.towingCompanyId,
    latitude: visible ? d.latitude : null,
    longitude: visible ? d.longitude : null,
    locationUpdatedAt: d.locationUpdatedAt.toISOString(),
    state: busy ? "BUSY" : d.available ? "FREE" : "OFF_DUTY",
    activeAssistanceRequestId: requestId,
    shiftPlate: d.shiftPlate,
    activeSessions: sessions,
  } satisfies FleetDriver;
}

/** One driver as the viewer sees it (404 when the list would not show it). */
export async function fleetDriver(db: Db, viewer: FleetViewer, driverId: number, now: Date) {
  const found = (await listFleet(db, viewer, now)).find((d) => d.id === driverId);
  if (!found) throw new HttpError(404, "NOT_FOUND");
  return found;
}

/**
 * Where a new driver stands until their phone reports: amid the company's drivers, or at the map's default
 * centre. Off duty until then, so nobody is offered a job on the strength of it.
 */
export async function companyCentre(db: Db, company: string) {
  const [row] = await db
    .select({
      latitude: sql<number>`avg(${drivers.latitude})`.mapWith(Number),
      longitude: sql<number>`avg(${drivers.longitude})`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(drivers)
    .where(eq(drivers.company, company));
  // The averages are null only when no driver matched, which the count says first.
  if (!row || row.count === 0) return { ...DEFAULT_MAP_CENTER };
  return { latitude: row.latitude, longitude: row.longitude };
}

/** Whether the driver is on a job now (making them available then would offer them a second one). */
export async function isOnJob(db: Db, driverId: number): Promise<boolean> {
  const rows = await db
    .select({ id: dispatchAssignments.id })
    .from(dispatchAssignments)
    .where(and(eq(dispatchAssignments.driverId, driverId), eq(dispatchAssignments.active, true)));
  return rows.length > 0;
}
