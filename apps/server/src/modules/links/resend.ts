import { and, eq, gt, isNull } from "drizzle-orm";
import type { ResendLinkAnswer } from "@hitch/contract/console/request-actions";
import type { CoreContext } from "../../app-context.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { links } from "../../db/schema/links.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { issueLink, linkUrl, queueLinkSms } from "./service.ts";

/**
 * Texts a request's link again. Codes are stored hashed, so the old text cannot be sent twice: a fresh
 * code is issued for the same request and its SMS queued in one transaction. The earlier links keep
 * working until they expire (the customer may be in the middle of the flow on one), unless the operator
 * revokes them, which also ends the sessions they opened. 409 NO_PHONE when there is no number to text.
 */
export async function resendAssistanceLink(
  ctx: CoreContext,
  requestId: number,
  options: { revokePrevious: boolean },
): Promise<ResendLinkAnswer> {
  const [request] = await ctx.db.select().from(assistanceRequests).where(eq(assistanceRequests.id, requestId));
  if (!request) throw notFound();
  const phone =
    request.smsPhone ?? (request.contactPhone ? `${request.contactPhonePrefix ?? ""}${request.contactPhone}` : null);
  if (!phone) throw new HttpError(409, "NO_PHONE");
  const now = ctx.now();
  const earlier = and(eq(links.kind, "ASSISTANCE"), eq(links.targetId, requestId), isNull(links.revokedAt));
  const answer = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const revoked = options.revokePrevious
      ? await tx.update(links).set({ revokedAt: now }).where(earlier).returning({ id: links.id })
      : [];
    const stillValid = await tx
      .select({ id: links.id })
      .from(links)
      .where(and(earlier, gt(links.expiresAt, now)));
    const code = await issueLink(inTx, "ASSISTANCE", requestId);
    const to = { phone, language: request.language, serviceId: request.serviceId };
    const smsId = await queueLinkSms(inTx, "ASSISTANCE", to, linkUrl(ctx, "ASSISTANCE", code));
    return { smsId, phone, revokedLinks: revoked.length, stillValidLinks: stillValid.length };
  });
  ctx.outbox.nudge();
  return answer;
}
