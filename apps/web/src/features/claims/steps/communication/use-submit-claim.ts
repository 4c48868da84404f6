import { useRef, useState } from "react";
import { useNavigate } from "../../../../ui/routing.tsx";
import { CLAIM_STEPS, type ClaimStep } from "@hitch/contract/claims/step-lists";
import type { CommunicationChannel } from "@hitch/contract/common/enums";
import { isApiError } from "../../../../api/api-error.ts";
import { reportError } from "../../../../app/error-tracking.ts";
import { registerDamageAssessment, saveCommunicationPreferences, submitClaim } from "../../api/claim-completion-api.ts";
import { useClaimFlow } from "../../store.ts";

/** Which call failed; each has its own message. */
export type SubmitFailure = "preferences" | "submit" | "assessment";

const STEP = "communication-preferences";

/** An incomplete claim is refused with 422 and `<step>.<field>` paths: the first step to finish. */
function missingStep(error: unknown): ClaimStep | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const step = error.errors[0]?.path.split(".")[0];
  return (CLAIM_STEPS as readonly string[]).includes(step ?? "") ? (step as ClaimStep) : null;
}

/**
 * Save the channels, file the claim, then (flag on) register it for automatic damage assessment
 * and leave for the assessment page, or (flag off) show claim-received. A second tap while this
 * runs does nothing; a retry after a failure skips what already succeeded (the server answers a
 * repeated submission with the same claim, so a lost answer files nothing twice).
 */
export function useSubmitClaim() {
  const navigate = useNavigate();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [incompleteStep, setIncompleteStep] = useState<ClaimStep | null>(null);

  async function run(claimId: number, channels: CommunicationChannel[]) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    setIncompleteStep(null);
    const fail = (kind: SubmitFailure, action: string, error: unknown) => {
      reportError({ step: STEP, action, error, context: { claimId } });
      running.current = false;
      setBusy(false);
      setFailure(kind);
    };
    const flow = useClaimFlow.getState();
    if (!flow.claim?.submitted) {
      try {
        await saveCommunicationPreferences(claimId, { communicationPreferences: channels });
        flow.patch({ communicationPreferences: channels });
      } catch (error) {
        return fail("preferences", "save communication preferences", error);
      }
      try {
        const filed = await submitClaim(claimId);
        flow.patch({ submitted: true, submittedAt: filed.submittedAt, status: filed.status, uuid: filed.uuid });
      } catch (error) {
        setIncompleteStep(missingStep(error));
        return fail("submit", "submit claim", error);
      }
    }
    if (useClaimFlow.getState().claim?.isMotionsCloudEnabled) {
      try {
        const { redirectionUrl } = await registerDamageAssessment(claimId);
        // Leaving the app: the button stays disabled until the browser has gone.
        window.location.assign(redirectionUrl);
      } catch (error) {
        fail("assessment", "register damage assessment", error);
      }
      return;
    }
    navigate("/claims/claim-received", { replace: true });
  }

  return { run, busy, failure, incompleteStep, clearFailure: () => setFailure(null) };
}
