import { useNavigate } from "../../ui/routing.tsx";
import { nextClaimStep, type ClaimStep } from "@hitch/contract/claims/step-lists";
import { useClaimFlow } from "./store.ts";

/** After a save: the following entry of the claim's step list for its incident type and flag. */
export function useNextStep(current: ClaimStep) {
  const navigate = useNavigate();
  return () => {
    const claim = useClaimFlow.getState().claim;
    if (!claim) return navigate("/", { replace: true });
    const next = nextClaimStep(current, claim.incidentType, claim.isMotionsCloudEnabled);
    if (next) navigate(`/claims/${next}`);
  };
}
