import { useEffect, useState } from "react";
import type { AssistanceRequest } from "@hitch/contract/assistance/assistance-request";
import type { AssistanceStatus } from "@hitch/contract/common/enums";
import { fetchRequest } from "./api/tracking-api.ts";

const FINAL: readonly AssistanceStatus[] = ["FINISHED", "TIMED_OUT", "CLIENT_CANCELLED"];

/**
 * The order itself (reference, what was ordered, where, when it ended) for the summaries on the tracking and
 * outcome screens. Read once, and again when the job ends (its end time is set then). Without it the screens
 * still work: the summary is left out.
 */
export function useOrderSummary(requestId: number, status: AssistanceStatus | undefined): AssistanceRequest | null {
  const [request, setRequest] = useState<AssistanceRequest | null>(null);
  const ended = status !== undefined && FINAL.includes(status);
  useEffect(() => {
    let live = true;
    fetchRequest(requestId).then(
      (answer) => live && setRequest((known) => keepKnownDetails(known, answer)),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [requestId, ended]);
  return request;
}

/**
 * Once a job is over the server leaves the caller's place and vehicle out of the request (a spent link may be
 * opened by someone else); what this page already read while tracking stays on it.
 */
function keepKnownDetails(known: AssistanceRequest | null, answer: AssistanceRequest): AssistanceRequest {
  if (!known || known.id !== answer.id) return answer;
  return {
    ...answer,
    location: answer.location ?? known.location,
    address: answer.address ?? known.address,
    vehicle: answer.vehicle.licensePlate ? answer.vehicle : known.vehicle,
  };
}
