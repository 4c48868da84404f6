import type { AppContext } from "../../app-context.ts";
import { browserLanguage } from "../../http/browser-language.ts";
import { verifyAssessmentToken } from "../../providers/damage-assessment/assessment-token.ts";
import { findClaim } from "../claims/public.ts";
import { findServiceById } from "../services/public.ts";
import { renderAssessmentPage, renderNotFoundPage } from "./assessment-page.ts";

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
