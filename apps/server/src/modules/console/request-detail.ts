import { asc, eq } from "drizzle-orm";
import type { RequestDetail, RequestEvent } from "@hitch/contract/console/request-detail";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments, dispatchJobs, dispatchOffers, operatorCallbacks } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { assistancePhotoNames } from "../files/public.ts";
import { boardRequestView, requestQuery } from "./board.ts";

/** The service a request belongs to, for the scope check before anything else is read (null: none such). */
export async function serviceOfRequest(db: Db, requestId: number): Promise<number | null> {
  const [row] = await db
    .select({ serviceId: assistanceRequests.serviceId })
    .from(assistanceRequests)
    .where(eq(assistanceRequests.id, requestId));
  return row?.serviceId ?? null;
}

const event = (at: Date, type: RequestEvent["type"], driverName: string | null = null, wave: number | null = null) => ({
  at: at.toISOString(),
  type,
  driverName,
  wave,
});

/** The request's timeline: submission, each offer and its answer, assignments, and how the job ended. */
async function timeline(db: Db, requestId: number, submittedAt: Date | null): Promise<RequestEvent[]> {
  const offers = await db
    .select({ offer: dispatchOffers, driverName: drivers.fullName })
    .from(dispatchOffers)
    .innerJoin(drivers, eq(drivers.id, dispatchOffers.driverId))
    .where(eq(dispatchOffers.assistanceRequestId, requestId))
    .orderBy(asc(dispatchOffers.sentAt));
  const assignments = await db
    .select({ assignment: dispatchAssignments, driverName: drivers.fullName })
    .from(dispatchAssignments)
    .innerJoin(drivers, eq(drivers.id, dispatchAssignments.driverId))
    .where(eq(dispatchAssignments.assistanceRequestId, requestId));
  const [job] = await db.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, requestId));

  const events: RequestEvent[] = submittedAt ? [event(submittedAt, "SUBMITTED")] : [];
  for (const { offer, driverName } of offers) {
    if (offer.state === "QUEUED") continue;
    events.push(event(offer.sentAt, "OFFERED", driverName, offer.wave));
    if (offer.state === "DECLINED" && offer.answeredAt) events.push(event(offer.answeredAt, "DECLINED", driverName));
    if (offer.state === "EXPIRED") events.push(event(offer.expiresAt, "EXPIRED", driverName));
  }
  // An accepted offer and a driver set by hand both end as an assignment.
  for (const { assignment, driverName } of assignments) {
    events.push(event(assignment.assignedAt, "ACCEPTED", driverName));
    if (assignment.arrivedAt) events.push(event(assignment.arrivedAt, "ARRIVED", driverName));
  }
  const endings = { FINISHED: "FINISHED", CLIENT_CANCELLED: "CANCELLED", TIMED_OUT: "TIMED_OUT" } as const;
  const ending = job?.endedAt ? endings[job.status as keyof typeof endings] : undefined;
  if (job?.endedAt && ending) events.push(event(job.endedAt, ending));
  // A time-out an operator then revived (a driver by hand, a new search) is still part of the story.
  const [callback] = await db
    .select({ at: operatorCallbacks.createdAt })
    .from(operatorCallbacks)
    .where(eq(operatorCallbacks.assistanceRequestId, requestId));
  if (callback && ending !== "TIMED_OUT") events.push(event(callback.at, "TIMED_OUT"));
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

/** Everything about one request for its console page; null when there is none. */
export async function readRequestDetail(db: Db, requestId: number): Promise<RequestDetail | null> {
  const [row] = await requestQuery(db, eq(assistanceRequests.id, requestId));
  if (!row) return null;
  const { request } = row;
  const phone = request.contactPhone ? `${request.contactPhonePrefix ?? ""}${request.contactPhone}` : request.smsPhone;
  return {
    ...boardRequestView(row),
    contactPhone: phone,
    contactEmail: request.contactEmail,
    incidentType: request.incidentType,
    description: request.description,
    vehicle: {
      mark: request.vehicleMark,
      model: request.vehicleModel,
      year: request.vehicleYear,
      vin: request.vinCode,
    },
    language: request.language,
    photos: ((await assistancePhotoNames(db, [requestId])).get(requestId) ?? []).map(
      (name) => `/api/v1/console/requests/${requestId}/photos/${name}`,
    ),
    events: await timeline(db, requestId, request.submitTime),
  };
}
