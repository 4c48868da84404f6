import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../app-context.ts";
import { verifyCustomerSession } from "../../auth/customer-scope.ts";
import { HttpError } from "../../http/http-error.ts";
import { GeocoderUnavailableError } from "../../providers/geocoder/geocoder.ts";
import { findAssistanceRequest } from "../assistance/public.ts";
import { findClaim } from "../claims/public.ts";
import { findServiceById } from "../services/public.ts";

/** A failing external geocoder answers 503 GEOCODER_UNAVAILABLE; anything else is a bug. */
export const geocoderUnavailable = (error: unknown): never => {
  if (error instanceof GeocoderUnavailableError) throw new HttpError(503, "GEOCODER_UNAVAILABLE");
  throw error;
};

/**
 * The session's request or claim, which must still be being filled in: its language (an external geocoder
 * answers in it) and its service's country (the search looks there and next door first).
 */
export async function sessionSearchContext(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ language: string; countryCode: string | null }> {
  const { db } = ctx;
  const session = await verifyCustomerSession(ctx, request, reply);
  if (!session || session.phase !== "open") throw new HttpError(401, "UNAUTHORIZED");
  const row =
    session.kind === "assistance" ? await findAssistanceRequest(db, session.id) : await findClaim(db, session.id);
  if (!row) throw new HttpError(401, "UNAUTHORIZED");
  const service = await findServiceById(db, row.serviceId);
  return { language: row.language, countryCode: service?.countryCode ?? null };
}
