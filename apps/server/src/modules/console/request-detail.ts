import { eq } from "drizzle-orm";
import type { RequestDetail } from "@hitch/contract/console/request-detail";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { assistancePhotoNames } from "../files/public.ts";
import { boardRequestView, requestQuery } from "./board.ts";
import { finishedBy, requestTimeline } from "./request-timeline.ts";

/** The service a request belongs to, for the scope check before anything else is read (null: none such). */
export async function serviceOfRequest(db: Db, requestId: number): Promise<number | null> {
  const [row] = await db
    .select({ serviceId: assistanceRequests.serviceId })
    .from(assistanceRequests)
    .where(eq(assistanceRequests.id, requestId));
  return row?.serviceId ?? null;
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
    finishedBy: await finishedBy(db, requestId),
    photos: ((await assistancePhotoNames(db, [requestId])).get(requestId) ?? []).map(
      (name) => `/api/v1/console/requests/${requestId}/photos/${name}`,
    ),
    events: await requestTimeline(db, requestId, { at: request.submitTime, by: request.contactName }),
  };
}
