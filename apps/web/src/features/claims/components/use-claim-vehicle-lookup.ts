import { useCallback, useRef, useState } from "react";
import { shouldLookUpPlate } from "@hitch/contract/common/plate";
import type { ClaimLookedUpVehicle } from "@hitch/contract/vehicles/lookup";
import { isApiError } from "../../../api/api-error.ts";
import { lookUpClaimVehicle } from "../api/claims-api.ts";

/** What the vehicle summary and its messages show for the plate last looked up. */
export type Lookup =
  | { state: "idle" }
  | { state: "loading"; plate: string }
  | { state: "insured"; plate: string; vehicle: ClaimLookedUpVehicle }
  | { state: "notInsured"; plate: string; vehicle: ClaimLookedUpVehicle }
  | { state: "notFound"; plate: string }
  | { state: "failed"; plate: string; network: boolean };

/**
 * The plate lookup of claims spec section 2: runs when the field loses focus, only for a
 * non-empty, trimmed value matching the plate pattern that differs from the last one looked up.
 * A failed lookup forgets its plate so the same plate can be tried again.
 */
export function useClaimVehicleLookup(claimId: number) {
  const [lookup, setLookup] = useState<Lookup>({ state: "idle" });
  const last = useRef<string | null>(null);
  const latest = useRef(0);

  const run = useCallback(
    async (value: string) => {
      if (!shouldLookUpPlate(value, last.current)) return;
      const plate = value.trim().toUpperCase();
      last.current = plate;
      const call = ++latest.current;
      setLookup({ state: "loading", plate });
      let next: Lookup;
      try {
        const result = await lookUpClaimVehicle(claimId, plate);
        if (result.vehicle.error === "VEHICLE_NOT_FOUND") next = { state: "notFound", plate };
        else if (result.vehicle.error) next = { state: "failed", plate, network: false };
        else if (result.insurance.verified) next = { state: "insured", plate, vehicle: result.vehicle };
        else next = { state: "notInsured", plate, vehicle: result.vehicle };
      } catch (error) {
        if (isApiError(error) && error.code === "VEHICLE_NOT_FOUND") next = { state: "notFound", plate };
        else {
          last.current = null;
          next = { state: "failed", plate, network: isApiError(error) && error.isNetworkProblem };
        }
      }
      // A slower answer for a plate typed earlier must not replace the current one.
      if (call === latest.current) setLookup(next);
    },
    [claimId],
  );

  /** The user changed the plate: what was found no longer describes it. */
  const invalidate = useCallback(() => {
    last.current = null;
    latest.current++;
    setLookup({ state: "idle" });
  }, []);

  return { lookup, run, invalidate };
}
