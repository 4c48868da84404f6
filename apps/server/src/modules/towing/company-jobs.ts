import { and, asc, eq, gt, type SQL } from "drizzle-orm";
import type { TowingJob } from "@hitch/contract/console/towing-jobs";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments, dispatchJobs, dispatchOffers } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";

const jobColumns = {
  assistanceRequestId: dispatchJobs.assistanceRequestId,
  latitude: dispatchJobs.latitude,
  longitude: dispatchJobs.longitude,
  deadlineAt: dispatchJobs.deadlineAt,
  incidentType: assistanceRequests.incidentType,
  address: assistanceRequests.address,
  licensePlate: assistanceRequests.licensePlate,
  driverId: drivers.id,
  driverName: drivers.fullName,
};

/**
 * The jobs offered to (open offers of a job still waiting) or held by (an active assignment) the drivers of a
 * towing company, or of every company for null. The customer's name and phone are not here: a dispatcher
 * learns them from the job's driver, as the driver does after accepting.
 */
export async function listCompanyJobs(db: Db, towingCompanyId: number | null, now: Date): Promise<TowingJob[]> {
  const company: SQL | undefined = towingCompanyId === null ? undefined : eq(drivers.towingCompanyId, towingCompanyId);
  const offered = await db
    .select(jobColumns)
    .from(dispatchOffers)
    .innerJoin(dispatchJobs, eq(dispatchJobs.assistanceRequestId, dispatchOffers.assistanceRequestId))
    .innerJoin(assistanceRequests, eq(assistanceRequests.id, dispatchOffers.assistanceRequestId))
    .innerJoin(drivers, eq(drivers.id, dispatchOffers.driverId))
    .where(
      and(
        eq(dispatchOffers.state, "OPEN"),
        gt(dispatchOffers.expiresAt, now),
        eq(dispatchJobs.status, "PENDING"),
        company,
      ),
    )
    .orderBy(asc(dispatchJobs.deadlineAt), asc(drivers.fullName));
  const held = await db
    .select({ ...jobColumns, progress: dispatchAssignments.progress })
    .from(dispatchAssignments)
    .innerJoin(dispatchJobs, eq(dispatchJobs.assistanceRequestId, dispatchAssignments.assistanceRequestId))
    .innerJoin(assistanceRequests, eq(assistanceRequests.id, dispatchAssignments.assistanceRequestId))
    .innerJoin(drivers, eq(drivers.id, dispatchAssignments.driverId))
    .where(and(eq(dispatchAssignments.active, true), company))
    .orderBy(asc(dispatchAssignments.assignedAt));

  const jobs = new Map<number, TowingJob>();
  for (const row of offered) {
    const job = jobs.get(row.assistanceRequestId) ?? toJob(row, "OFFERED", null);
    job.drivers.push({ id: row.driverId, fullName: row.driverName });
    jobs.set(row.assistanceRequestId, job);
  }
  for (const row of held) {
    jobs.set(row.assistanceRequestId, {
      ...toJob(row, "HELD", row.progress),
      drivers: [{ id: row.driverId, fullName: row.driverName }],
    });
  }
  return [...jobs.values()];
}

interface JobRow {
  assistanceRequestId: number;
  latitude: number;
  longitude: number;
  deadlineAt: Date;
  incidentType: TowingJob["incidentType"];
  address: string | null;
  licensePlate: string | null;
}

function toJob(row: JobRow, state: TowingJob["state"], progress: string | null): TowingJob {
  return {
    assistanceRequestId: row.assistanceRequestId,
    state,
    incidentType: row.incidentType,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    licensePlate: row.licensePlate,
    deadlineAt: row.deadlineAt.toISOString(),
    drivers: [],
    progress,
  };
}

/** 404 unless the job is offered to or held by one of the company's drivers (any job for null). */
export async function requireCompanyJob(db: Db, towingCompanyId: number | null, requestId: number, now: Date) {
  const jobs = await listCompanyJobs(db, towingCompanyId, now);
  const job = jobs.find((j) => j.assistanceRequestId === requestId);
  if (!job) throw new HttpError(404, "NOT_FOUND");
  return job;
}
