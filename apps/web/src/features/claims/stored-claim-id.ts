import { useClaimSession } from "../../app/claim-session.ts";
import { storageKey } from "../../app/session-reset.ts";

/**
 * The claim id as stored now, read at the moment of a save: another tab may have opened a
 * different link or cleared it, which the in-memory session does not see.
 */
export function storedClaimId(): number | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey("claim", "session")) ?? "null") as {
      state?: { claimId?: unknown };
    } | null;
    return typeof stored?.state?.claimId === "number" ? stored.state.claimId : null;
  } catch {
    // Storage unavailable (private mode): the session in memory is all there is.
    return useClaimSession.getState().claimId;
  }
}
