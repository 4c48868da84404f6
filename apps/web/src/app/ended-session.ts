import { create } from "zustand";
import { useAssistanceSession } from "./assistance-session.ts";
import { useClaimSession } from "./claim-session.ts";
import { resetSession, type SessionScope } from "./session-reset.ts";

/**
 * A session the server no longer knows (its link ended, the cookie is gone): the browser forgets it, and the page
 * the customer lands on says so with the service's Call button, since only a new link helps. Kept in memory only:
 * a later visit to / is the ordinary home page.
 */
export const useEndedSession = create<{ ended: boolean; phone: string | null }>(() => ({ ended: false, phone: null }));

/** The service's direct line as the scope's session stored it. */
export const serviceContactOf = (scope: SessionScope): string | null =>
  (scope === "assistance" ? useAssistanceSession : useClaimSession).getState().serviceContact;

export function endSession(scope: SessionScope): void {
  // Read before the reset forgets it.
  const phone = serviceContactOf(scope);
  resetSession(scope);
  useEndedSession.setState({ ended: true, phone });
}
