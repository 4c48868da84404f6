import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../app-context.ts";
import { verifyCustomerSession } from "../../auth/customer-scope.ts";
import { HttpError } from "../../http/http-error.ts";
import { GeocoderUnavailableError } from "../../providers/geocoder/geocoder.ts";
import { findAssistanceRequest } from "../assistance/public.ts";
import { findClaim } from "../claims/public.ts";

/** A failing external geocoder answers 503 GEOCODER_UNAVAILABLE; anything else is a bug. */
export const geocoderUnavailable = (error: unknown): never => {
  if (error instanceof GeocoderUnavailableError) throw new HttpError(503, "GEOCODER_UNAVAILABLE");
  throw error;
};

/** The language of the session's request or claim, which must still be being filled in: an external geocoder answers in it. */
export async function sessionLanguage(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const { db } = ctx;
  const session = await verifyCustomerSession(ctx, request, reply);
  if (!session || session.phase !== "open") throw new HttpError(401, "UNAUTHORIZED");
  const row =
    session.kind === "assistance" ? await findAssistanceRequest(db, session.id) : await findClaim(db, session.id);
  if (!row) throw new HttpError(401, "UNAUTHORIZED");
  return row.language;
}
