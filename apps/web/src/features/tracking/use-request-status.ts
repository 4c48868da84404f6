import { useCallback, useEffect, useState } from "react";
import type { DriverAssignment } from "@hitch/contract/dispatch/assignment";
import type { AssistanceStatusResponse } from "@hitch/contract/dispatch/status";
import { isApiError } from "../../api/api-error.ts";
import { useAssistanceSession } from "../../app/assistance-session.ts";
import { fetchAcceptedDriver } from "./api/tracking-api.ts";
import { watchStatus } from "./api/status-watch.ts";
import { useTracking } from "./store.ts";

export interface RequestStatusView {
  status: AssistanceStatusResponse | null;
  /** The last attempt to load the status failed. */
  failed: boolean;
  /** Why it failed (a dropped network reads as on every other screen). */
  error: unknown;
  /** The server refused the session (its link ended): reading again cannot help. */
  sessionEnded: boolean;
  /** The assignment to show while ACCEPTED: the accepted-driver answer, updated by the stream. */
  assignment: DriverAssignment | null;
  /** Shows a status the app itself caused (the cancel answer) before the stream confirms it. */
  setLocalStatus: (status: AssistanceStatusResponse) => void;
}

/**
 * The live status of the stored request, with the side effects tied to it: on ACCEPTED
 * the accepted driver is fetched (a failure is ignored: the status carries the assignment too);
 * TIMED_OUT and FINISHED clear the stored test-service flag.
 */
export function useRequestStatus(requestId: number): RequestStatusView {
  const [status, setStatus] = useState<AssistanceStatusResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [fetched, setFetched] = useState<DriverAssignment | null>(null);
  const updateSession = useAssistanceSession((s) => s.update);
  const seeDriver = useTracking((s) => s.seeDriver);

  useEffect(() => {
    // The clean-up stops watching.
    return watchStatus({
      requestId,
      onStatus: (next) => {
        setFailed(false);
        setStatus(next);
      },
      onError: (error) => {
        setFailed(true);
        setError(error);
        // A 4xx (401, 404) is the session, not the network or the server.
        setSessionEnded(isApiError(error) && !error.isNetworkProblem && !error.isServerFailure);
      },
    });
  }, [requestId]);

  const current = status?.status;
  const driverId = status?.assignment?.driver.id;
  useEffect(() => {
    if (current === "TIMED_OUT" || current === "FINISHED") updateSession({ isTestService: false });
  }, [current, updateSession]);

  useEffect(() => {
    if (current !== "ACCEPTED") return;
    let live = true;
    fetchAcceptedDriver(requestId).then(
      (answer) => live && setFetched(answer),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [current, driverId, requestId]);

  // The stream's copy is newer for position and ETA; the fetched one fills in when it has none; and while still
  // ACCEPTED, an answer without the driver keeps the one shown rather than going back to a spinner.
  const latest = status?.assignment ?? (fetched && (!driverId || fetched.driver.id === driverId) ? fetched : null);
  const [shown, setShown] = useState<DriverAssignment | null>(null);
  if (latest && latest !== shown) setShown(latest);
  const assignment = latest ?? (current === "ACCEPTED" ? shown : null);
  const assignedDriver = current === "ACCEPTED" ? assignment?.driver : undefined;
  useEffect(() => {
    if (assignedDriver) seeDriver(assignedDriver);
  }, [assignedDriver, seeDriver]);

  const setLocalStatus = useCallback((next: AssistanceStatusResponse) => setStatus(next), []);
  return { status, failed, error, sessionEnded, assignment, setLocalStatus };
}
