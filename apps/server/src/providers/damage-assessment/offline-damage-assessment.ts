import { signAssessmentToken } from "./assessment-token.ts";
import type { AssessmentClaim, DamageAssessmentProvider } from "./damage-assessment-provider.ts";

/** How long the built-in page stays reachable after registration. */
export const ASSESSMENT_PAGE_TTL_MS = 30 * 24 * 3600 * 1000;

/**
 * The offline default: no assessment service, the redirect goes to our own page
 * (GET /assessment/{token}) that shows the claim summary and says the assessment will follow.
 */
export function offlineDamageAssessment(publicUrl: string, secret: string, now: () => Date): DamageAssessmentProvider {
  return {
    name: "offline",
    async register(claim: AssessmentClaim) {
      const token = signAssessmentToken(secret, claim.id, new Date(now().getTime() + ASSESSMENT_PAGE_TTL_MS));
      return { redirectionUrl: `${publicUrl}/assessment/${token}` };
    },
  };
}
