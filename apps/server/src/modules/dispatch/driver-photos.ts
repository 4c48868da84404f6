import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { dispatchAssignments, dispatchOffers } from "../../db/schema/dispatch.ts";
import { assistancePhotoNames } from "../files/public.ts";

/** Where the driver app loads a request's photo: under the driver API, so the driver's session opens it. */
export const driverPhotoUrl = (requestId: number, name: string) => `/api/v1/driver/jobs/${requestId}/photos/${name}`;

/** The photo URLs of some requests, for the driver's offers and job. */
export async function driverPhotoUrls(db: Db, requestIds: number[]): Promise<Map<number, string[]>> {
  const names = await assistancePhotoNames(db, requestIds);
  return new Map([...names].map(([id, list]) => [id, list.map((name) => driverPhotoUrl(id, name))]));
}

/**
 * A driver sees a request's photos while the request is offered to them (an open offer) or is their job; to
 * anyone else the photos do not exist.
 */
export async function driverSeesRequest(db: Db, driverId: number, requestId: number, now: Date): Promise<boolean> {
  const [offered] = await db
    .select({ id: dispatchOffers.id })
    .from(dispatchOffers)
    .where(
      and(
        eq(dispatchOffers.driverId, driverId),
        eq(dispatchOffers.assistanceRequestId, requestId),
        eq(dispatchOffers.state, "OPEN"),
        gt(dispatchOffers.expiresAt, now),
      ),
    )
    .limit(1);
  if (offered) return true;
  const [assigned] = await db
    .select({ id: dispatchAssignments.id })
    .from(dispatchAssignments)
    .where(
      and(
        eq(dispatchAssignments.driverId, driverId),
        eq(dispatchAssignments.assistanceRequestId, requestId),
        eq(dispatchAssignments.active, true),
      ),
    )
    .limit(1);
  return Boolean(assigned);
}
