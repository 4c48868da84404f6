import { useEffect, useState } from "react";
import { claimFeedbackState, loadClaimFeedback, loadServiceNotification } from "../../api/claim-completion-api.ts";

/**
 * The feedback form's uuid when the claim-received page should offer it: only without the flag, when
 * the server says the service wants feedback, and while the invitation can still be answered (never
 * again once feedback was given). Failures are only logged: the page works without the offer.
 */
export function useFeedbackOffer(claimUuid: string, flagOn: boolean): string | null {
  const [uuid, setUuid] = useState<string | null>(null);
  useEffect(() => {
    if (flagOn) return;
    let current = true;
    loadServiceNotification(claimUuid)
      .then((notification) => (notification.isEnabled ? loadClaimFeedback(claimUuid) : null))
      .then(async (feedback) => (feedback && (await claimFeedbackState(feedback.uuid)) === "VALID" ? feedback : null))
      .then(
        (feedback) => current && feedback && setUuid(feedback.uuid),
        (error: unknown) => console.error("feedback offer failed", error),
      );
    return () => {
      current = false;
    };
  }, [claimUuid, flagOn]);
  return uuid;
}
