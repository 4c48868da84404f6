import type { CreateLinkResponse } from "@hitch/contract/links/create-link";
import type { LinkValidationResponse } from "@hitch/contract/links/validate-link";
import type { Language } from "@hitch/contract/common/enums";
import type { AppContext } from "../../app-context.ts";
import type { CustomerSession } from "../../auth/session.ts";
import type { LinkKind } from "../../db/schema/links.ts";
import { smsText } from "../../providers/sms/templates.ts";
import { CLOSED_ASSISTANCE_STATUSES } from "../assistance/public.ts";
import { LINK_CODE_PATTERN } from "./link-codes.ts";
import { findLinkTarget, insertLink } from "./repository.ts";

const LINK_PATHS: Record<LinkKind, string> = { ASSISTANCE: "/assistance-request-link", CLAIM: "/claim-link" };

export function linkUrl(ctx: AppContext, kind: LinkKind, code: string): string {
  return `${ctx.config.publicUrl}${LINK_PATHS[kind]}/${code}`;
}

/** A new link to an existing request or claim, valid for LINK_TTL_HOURS unless the operator chose a lifetime. */
export async function issueLink(ctx: AppContext, kind: LinkKind, targetId: number, ttlSeconds?: number): Promise<string> {
  const lifetimeMs = ttlSeconds !== undefined ? ttlSeconds * 1000 : ctx.config.linkTtlHours * 3600_000;
  const expiresAt = new Date(ctx.now().getTime() + lifetimeMs);
  return insertLink(ctx.db, kind, targetId, expiresAt);
}

export async function sendLinkSms(ctx: AppContext, kind: LinkKind, phone: string, language: Language, url: string) {
  const template = kind === "ASSISTANCE" ? "ASSISTANCE_LINK" : "CLAIM_LINK";
  await ctx.sms.send({ to: phone, body: smsText(template, language, { url }), language, purpose: template });
}

export function createLinkAnswer(ctx: AppContext, kind: LinkKind, code: string, id: number, externalId: string): CreateLinkResponse {
  return { code, url: linkUrl(ctx, kind, code), id, externalId };
}

const invalid = (msg: LinkValidationResponse["msg"]): { body: LinkValidationResponse; session: null } => ({
  body: { isValid: false, id: null, externalId: null, language: null, msg },
  session: null,
});

/**
 * Answers a link in the spec's shape. Only a valid link yields a session; the order of checks
 * puts 'already processed' before 'expired' because it tells the customer more.
 */
export async function validateLink(
  ctx: AppContext,
  kind: LinkKind,
  code: string,
): Promise<{ body: LinkValidationResponse; session: CustomerSession | null }> {
  if (!LINK_CODE_PATTERN.test(code)) return invalid("LINK_INVALID");
  const target = await findLinkTarget(ctx.db, kind, code);
  if (!target) return invalid("LINK_INVALID");
  const processed = kind === "ASSISTANCE" ? CLOSED_ASSISTANCE_STATUSES.includes(target.status!) : target.submittedAt !== null;
  if (processed) return invalid("LINK_ALREADY_PROCESSED");
  if (target.expiresAt.getTime() <= ctx.now().getTime()) return invalid("LINK_EXPIRED");
  return {
    body: { isValid: true, id: target.id, externalId: target.externalId, language: target.language, msg: null },
    session: { kind: kind === "ASSISTANCE" ? "assistance" : "claim", id: target.id },
  };
}
