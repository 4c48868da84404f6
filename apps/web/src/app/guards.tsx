import { useEffect } from "react";
import { Navigate, Outlet } from "react-router";
import { useAssistanceSession } from "./assistance-session.ts";
import { useClaimSession } from "./claim-session.ts";
import { loadThemeForClaim, loadThemeForRequest } from "./theme.ts";

/** Assistance screens need a stored request id; without one the user starts over at /. */
export function AssistanceGuard() {
  const requestId = useAssistanceSession((s) => s.requestId);
  // The stored theme may be another service's (a claim link opened in between): refresh it.
  useEffect(() => {
    if (requestId) loadThemeForRequest(requestId).catch(() => undefined);
  }, [requestId]);
  return requestId ? <Outlet /> : <Navigate to="/" replace />;
}

/** Claim screens need a stored claim id; without one the user starts over at /. */
export function ClaimGuard() {
  const claimId = useClaimSession((s) => s.claimId);
  useEffect(() => {
    if (claimId) loadThemeForClaim(claimId).catch(() => undefined);
  }, [claimId]);
  return claimId ? <Outlet /> : <Navigate to="/" replace />;
}
