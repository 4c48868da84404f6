import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../app-context.ts";
import { verifyCustomerSession } from "../../auth/customer-scope.ts";
import { notFound } from "../../http/http-error.ts";
import { claimUuid as claimUuidOf } from "./claim-uuid.ts";
import { findClaim } from "./repository.ts";

/** The session's claim, when it is the one named by ?claimUuid; 404 otherwise. The claim-received screen asks. */
export async function sessionClaimByUuid(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  claimUuid: string,
) {
  const session = await verifyCustomerSession(ctx, request, reply);
  // Every live phase reaches the outcome screens, so any live session of the claim will do.
  if (!session || session.kind !== "claim") throw notFound();
  const claim = await findClaim(ctx.db, session.id);
  if (!claim || claimUuidOf(ctx.config, claim.id) !== claimUuid.toLowerCase()) throw notFound();
  return claim;
}
