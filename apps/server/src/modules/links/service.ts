import type { CreateLinkResponse } from "@hitch/contract/links/create-link";
import type { LinkValidationResponse } from "@hitch/contract/links/validate-link";
import type { Language } from "@hitch/contract/common/enums";
import type { AppContext, CoreContext } from "../../app-context.ts";
import type { CustomerSession } from "../../auth/session.ts";
import type { LinkKind } from "../../db/schema/links.ts";
import { smsText } from "../../providers/sms/templates.ts";
import { CLOSED_ASSISTANCE_STATUSES } from "../assistance/public.ts";
import { findServiceById } from "../services/public.ts";
import { LINK_CODE_PATTERN } from "./link-codes.ts";
import { insertLink, type LinkTarget } from "./repository.ts";

const LINK_PATHS: Record<LinkKind, string> = { ASSISTANCE: "/assistance-request-link", CLAIM: "/claim-link" };

export function linkUrl(ctx: CoreContext, kind: LinkKind, code: string): string {
  return `${ctx.config.publicUrl}${LINK_PATHS[kind]}/${code}`;
}

/** A new link to an existing request or claim, valid for LINK_TTL_HOURS unless the operator chose a lifetime. */
export async function issueLink(
  ctx: CoreContext,
  kind: LinkKind,
  targetId: number,
  ttlSeconds?: number,
): Promise<string> {
  const lifetimeMs = ttlSeconds !== undefined ? ttlSeconds * 1000 : ctx.config.linkTtlHours * 3600_000;
  const expiresAt = new Date(ctx.now().getTime() + lifetimeMs);
  return insertLink(ctx.db, kind, targetId, expiresAt);
}

/** Writes the link's SMS in the outbox through `ctx.db` (the transaction that creates the link). */
export async function queueLinkSms(
  ctx: CoreContext,
  kind: LinkKind,
  to: { phone: string; language: Language; serviceId: number },
  url: string,
) {
  const template = kind === "ASSISTANCE" ? "ASSISTANCE_LINK" : "CLAIM_LINK";
  const { phone, language, serviceId } = to;
  const body = smsText(template, language, { url });
  return ctx.outbox.sms(ctx.db, { to: phone, body, language, purpose: template, serviceId });
}

/**
 * Starts a request or claim with its link and, given a phone, the link's SMS, all in one
 * transaction: a crash leaves either none of them or all, and the outbox sends the SMS after commit.
 */
export async function startWithLinkSms<Ctx extends CoreContext>(
  ctx: Ctx,
  kind: LinkKind,
  smsTo: string | undefined,
  start: (
    ctx: Ctx,
  ) => Promise<{ row: { id: number; externalId: string; language: Language; serviceId: number }; code: string }>,
): Promise<CreateLinkResponse & { smsId: number | null }> {
  const answer = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const { row, code } = await start(inTx);
    const answer = createLinkAnswer(ctx, kind, code, row.id, row.externalId);
    // The outbox row's id: the console shows that SMS's delivery state.
    const to = smsTo ? { phone: smsTo, language: row.language, serviceId: row.serviceId } : null;
    const smsId = to ? await queueLinkSms(inTx, kind, to, answer.url) : null;
    return { ...answer, smsId };
  });
  if (smsTo) ctx.outbox.nudge();
  return answer;
}

export function createLinkAnswer(
  ctx: CoreContext,
  kind: LinkKind,
  code: string,
  id: number,
  externalId: string,
): CreateLinkResponse {
  return { code, url: linkUrl(ctx, kind, code), id, externalId };
}

type LinkValidation = { body: LinkValidationResponse; session: CustomerSession | null; sessionExpiresAt: Date | null };

const invalid = (msg: LinkValidationResponse["msg"]): LinkValidation => ({
  body: { isValid: false, id: null, externalId: null, language: null, msg },
  session: null,
  sessionExpiresAt: null,
});

/**
 * Answers a link in the validation answer's shape. A valid link yields a session, which lasts no longer
 * than the link; the order of checks puts 'already processed' before 'expired' because it tells the
 * customer more. A link an operator revoked reads as expired: the customer needs a new one. A spent
 * link that is known names its service's line, so the error screen can offer the call it asks for.
 */
export async function validateLink(ctx: AppContext, kind: LinkKind, code: string): Promise<LinkValidation> {
  if (!LINK_CODE_PATTERN.test(code)) return invalid("LINK_INVALID");
  const target = await ctx.linkTargets.find(kind, code);
  if (!target) return invalid("LINK_INVALID");
  const processed =
    kind === "ASSISTANCE" ? CLOSED_ASSISTANCE_STATUSES.includes(target.status!) : target.submittedAt !== null;
  const lapsed = target.revokedAt !== null || target.expiresAt.getTime() <= ctx.now().getTime();
  if (!processed && !lapsed) return opened(kind, target, null);
  const serviceDirectContact = (await findServiceById(ctx.db, target.serviceId))?.directContact ?? null;
  // A finished, cancelled or timed-out request (a filed claim) opens its outcome while the link lasts: the
  // session's phase then reaches only the outcome screens (auth/session-state.ts).
  const msg = processed ? "LINK_ALREADY_PROCESSED" : "LINK_EXPIRED";
  const answer = lapsed ? invalid(msg) : opened(kind, target, msg);
  // The error screen speaks the link's language too.
  return { ...answer, body: { ...answer.body, language: target.language, serviceDirectContact } };
}

function opened(kind: LinkKind, target: LinkTarget, msg: LinkValidationResponse["msg"]): LinkValidation {
  return {
    body: { isValid: msg === null, id: target.id, externalId: target.externalId, language: target.language, msg },
    session: { kind: kind === "ASSISTANCE" ? "assistance" : "claim", id: target.id, linkId: target.linkId },
    sessionExpiresAt: target.expiresAt,
  };
}
