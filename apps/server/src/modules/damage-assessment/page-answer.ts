import { LANGUAGES, type Language } from "@hitch/contract/common/enums";
import type { AppContext } from "../../app-context.ts";
import { verifyAssessmentToken } from "../../providers/damage-assessment/assessment-token.ts";
import { findClaim } from "../claims/public.ts";
import { findServiceById } from "../services/public.ts";
import { renderAssessmentPage, renderNotFoundPage } from "./assessment-page.ts";

/** The first of the browser's languages that is one of ours, else English. */
function browserLanguage(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return "en";
}

/**
 * The built-in assessment page the offline provider sends the browser to: the filed claim its token
 * names, or a not-found page in the browser's language (the token is invalid, expired or not filed).
 */
export async function assessmentPageAnswer(
  { db, config, now }: Pick<AppContext, "db" | "config" | "now">,
  token: string,
  acceptLanguage: string | undefined,
): Promise<{ status: 200 | 404; html: string }> {
  const claimId = verifyAssessmentToken(config.sessionSecret, token, now());
  const claim = claimId === null ? null : await findClaim(db, claimId);
  const service = claim && (await findServiceById(db, claim.serviceId));
  if (!claim || !service || !claim.submittedAt)
    return { status: 404, html: renderNotFoundPage(browserLanguage(acceptLanguage)) };
  return { status: 200, html: renderAssessmentPage(claim, service) };
}
