import { useEffect, type ReactNode } from "react";
import { Navigate } from "../ui/routing.tsx";
import { useAssistanceSession } from "./assistance-session.ts";
import { useClaimSession } from "./claim-session.ts";
import { loadThemeForClaim, loadThemeForRequest } from "./theme.ts";

/** Assistance screens need a stored request id; without one the user starts over at /. */
export function AssistanceGuard({ children }: { children: ReactNode }) {
  const requestId = useAssistanceSession((s) => s.requestId);
  // The stored theme may be another service's (a claim link opened in between): refresh it.
  useEffect(() => {
    if (requestId) loadThemeForRequest(requestId).catch(() => undefined);
  }, [requestId]);
  return requestId ? children : <Navigate to="/" replace />;
}

/** Claim screens need a stored claim id; without one the user starts over at /. */
export function ClaimGuard({ children }: { children: ReactNode }) {
  const claimId = useClaimSession((s) => s.claimId);
  useEffect(() => {
    if (claimId) loadThemeForClaim(claimId).catch(() => undefined);
  }, [claimId]);
  return claimId ? children : <Navigate to="/" replace />;
}
