import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Board, BoardDriver, BoardRequest } from "@hitch/contract/console/board";
import type { AssistanceStatus, DispatchStage, JobProgressStep } from "@hitch/contract/common/enums";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments, dispatchJobs } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { services } from "../../db/schema/services.ts";

const IN_PROGRESS = ["PENDING", "ACCEPTED"];

/** The board's columns of a request, with its job, active driver and service joined. */
export function requestQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      request: assistanceRequests,
      job: dispatchJobs,
      assignment: dispatchAssignments,
      driver: drivers,
      service: services,
    })
    .from(assistanceRequests)
    .innerJoin(services, eq(services.id, assistanceRequests.serviceId))
    .leftJoin(dispatchJobs, eq(dispatchJobs.assistanceRequestId, assistanceRequests.id))
    .leftJoin(
      dispatchAssignments,
      and(eq(dispatchAssignments.assistanceRequestId, assistanceRequests.id), eq(dispatchAssignments.active, true)),
    )
    .leftJoin(drivers, eq(drivers.id, dispatchAssignments.driverId))
    .where(where);
}

type Row = Awaited<ReturnType<typeof requestQuery>>[number];

export function boardRequestView({ request, job, assignment, driver, service }: Row): BoardRequest {
  // The job is the engine's truth once dispatch started; before that the request's own status.
  const status = (job?.status ?? request.status) as AssistanceStatus;
  return {
    id: request.id,
    externalId: request.externalId,
    serviceId: service.id,
    serviceName: service.name,
    status,
    stage: status === "PENDING" && job ? (job.stage as DispatchStage) : null,
    progress: status === "ACCEPTED" && assignment ? (assignment.progress as JobProgressStep) : null,
    submittedAt: request.submitTime?.toISOString() ?? null,
    etaAt: assignment?.etaAt.toISOString() ?? null,
    driver: driver ? { id: driver.id, name: driver.fullName, phone: driver.phoneNumber } : null,
    latitude: request.latitude,
    longitude: request.longitude,
    address: request.address,
    contactName: request.contactName,
    licensePlate: request.licensePlate,
  };
}

/**
 * Requests in progress of the given services (null: every service), oldest submitted first, and the
 * drivers for the map. Drivers belong to towing companies, not to a service: free and off-duty ones
 * are shown to every operator, a busy one only to the operators of the request it serves.
 */
export async function readBoard(db: Db, serviceIds: number[] | null): Promise<Board> {
  const scope =
    serviceIds === null ? undefined : inArray(assistanceRequests.serviceId, serviceIds.length ? serviceIds : [-1]);
  const rows = await requestQuery(db, and(inArray(dispatchJobs.status, IN_PROGRESS), scope));
  const requests = rows.map(boardRequestView).sort((a, b) => (a.submittedAt ?? "").localeCompare(b.submittedAt ?? ""));
  const busy = await db
    .select({ driverId: dispatchAssignments.driverId })
    .from(dispatchAssignments)
    .where(eq(dispatchAssignments.active, true));
  const busyIds = new Set(busy.map((b) => b.driverId));
  const ownBusy = new Set(requests.flatMap((r) => (r.driver ? [r.driver.id] : [])));
  const fleet = await db.select().from(drivers);
  const map: BoardDriver[] = fleet
    .filter((d) => !busyIds.has(d.id) || ownBusy.has(d.id))
    .map((d) => ({
      id: d.id,
      name: d.fullName,
      company: d.company,
      latitude: d.latitude,
      longitude: d.longitude,
      state: busyIds.has(d.id) ? "BUSY" : d.available ? "FREE" : "OFF_DUTY",
    }));
  return { requests, drivers: map };
}
