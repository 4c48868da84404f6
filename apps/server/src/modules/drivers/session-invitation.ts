import { and, eq } from "drizzle-orm";
import type { DriverProfile } from "@hitch/contract/dispatch/driver-app";
import type { Db } from "../../db/connect.ts";
import { driverLinks, driverSessions } from "../../db/schema/driver-sessions.ts";
import { services } from "../../db/schema/services.ts";
import { themeOf } from "../services/public.ts";

/**
 * The invitation a phone's session was opened with: the language it was sent in and the service whose operator
 * sent it, so the driver app starts in that language and wears that service's colour and logo. Null without a
 * session (a bearer token) or once the link is gone.
 */
export async function invitationOfSession(
  db: Db,
  driverId: number,
  sessionId: number | null,
): Promise<DriverProfile["invitation"]> {
  if (sessionId === null) return null;
  const [row] = await db
    .select({ language: driverLinks.language, service: services })
    .from(driverSessions)
    .innerJoin(driverLinks, eq(driverLinks.id, driverSessions.linkId))
    .leftJoin(services, eq(services.id, driverLinks.serviceId))
    // The cookie's session must be this driver's: a bearer token sent beside another driver's cookie learns nothing.
    .where(and(eq(driverSessions.id, sessionId), eq(driverSessions.driverId, driverId)));
  if (!row) return null;
  return {
    language: row.language,
    service: row.service ? { name: row.service.name, ...themeOf(row.service) } : null,
  };
}
