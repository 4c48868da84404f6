import { useCallback, useState } from "react";
import { storageKey } from "../../../../app/session-reset.ts";

// Which claim's feedback offer was put off with "Not now"; another link's claim starts afresh (session reset).
const DISMISSED_KEY = storageKey("claim", "feedbackOfferDismissed");

/**
 * Whether the customer put off this claim's feedback offer, remembered on the device: the dialog does not come
 * back on each visit (the page then offers feedback quietly, below the confirmation).
 */
export function useDismissedOffer(claimUuid: string): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(() => readDismissed() === claimUuid);
  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(DISMISSED_KEY, claimUuid);
    } catch {
      // Storage may be unavailable (private mode): the offer stays put off for this visit.
    }
    setDismissed(true);
  }, [claimUuid]);
  return [dismissed, dismiss];
}

function readDismissed(): string | null {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}
