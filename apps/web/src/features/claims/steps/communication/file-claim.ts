import { CLAIM_STEPS, type ClaimStep } from "@hitch/contract/claims/step-lists";
import type { CommunicationChannel } from "@hitch/contract/common/enums";
import { isApiError } from "../../../../api/api-error.ts";
import { navigateTo } from "../../../../ui/routing.tsx";
import { reportError } from "../../../../app/error-tracking.ts";
import { registerDamageAssessment, saveCommunicationPreferences, submitClaim } from "../../api/claim-completion-api.ts";
import { useClaimFlow } from "../../store.ts";

/** Which call failed; each has its own message. */
export type SubmitFailure = "preferences" | "submit" | "assessment";

const STEP = "communication-preferences";

/** A filing that stopped: which call failed and, for an incomplete claim, the first step to finish. */
export class FilingFailed extends Error {
  constructor(
    readonly kind: SubmitFailure,
    readonly incompleteStep: ClaimStep | null,
    cause: unknown,
  ) {
    super(`claim filing failed: ${kind}`, { cause });
  }
}

/** An incomplete claim is refused with 422 and `<step>.<field>` paths: the first step to finish. */
function missingStep(error: unknown): ClaimStep | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const step = error.errors[0]?.path.split(".")[0];
  return (CLAIM_STEPS as readonly string[]).includes(step ?? "") ? (step as ClaimStep) : null;
}

/**
 * Save the channels, file the claim, then (flag on) register it for automatic damage assessment and leave for the
 * assessment page, or (flag off) answer that claim-received comes next. A retry after a failure skips what already
 * succeeded (the server answers a repeated submission with the same claim, so a lost answer files nothing twice).
 * A failure is reported and thrown as FilingFailed.
 */
export async function fileClaim(
  claimId: number,
  channels: CommunicationChannel[],
): Promise<"assessment" | "claim-received"> {
  const failed = (kind: SubmitFailure, action: string, error: unknown, incompleteStep: ClaimStep | null = null) => {
    reportError({ step: STEP, action, error, context: { claimId } });
    return new FilingFailed(kind, incompleteStep, error);
  };
  const flow = useClaimFlow.getState();
  if (!flow.claim?.submitted) {
    try {
      await saveCommunicationPreferences(claimId, { communicationPreferences: channels });
      flow.patch({ communicationPreferences: channels });
    } catch (error) {
      throw failed("preferences", "save communication preferences", error);
    }
    try {
      const filed = await submitClaim(claimId);
      flow.patch({ submitted: true, submittedAt: filed.submittedAt, status: filed.status, uuid: filed.uuid });
    } catch (error) {
      throw failed("submit", "submit claim", error, missingStep(error));
    }
  }
  if (!useClaimFlow.getState().claim?.isMotionsCloudEnabled) return "claim-received";
  try {
    const { redirectionUrl } = await registerDamageAssessment(claimId);
    // Back from the assessment page must find the filed claim's confirmation, not this step's form
    // (a page kept in the back-forward cache would come back exactly as it was left).
    navigateTo("/claims/claim-received", { replace: true });
    window.location.assign(redirectionUrl);
    return "assessment";
  } catch (error) {
    throw failed("assessment", "register damage assessment", error);
  }
}
