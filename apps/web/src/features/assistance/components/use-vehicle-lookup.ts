import { useCallback, useRef, useState } from "react";
import { isVehicleUsable, type LookedUpVehicle } from "@hitch/contract/vehicles/lookup";
import { shouldLookUpPlate } from "@hitch/contract/common/plate";
import { isApiError } from "../../../api/api-error.ts";
import { lookUpVehicle } from "../api/assistance-api.ts";

/** What the vehicle card and its messages show for the plate last looked up. */
export type Lookup =
  | { state: "idle" }
  | { state: "loading"; plate: string }
  | { state: "usable"; plate: string; vehicle: LookedUpVehicle }
  | { state: "notInsured"; plate: string; vehicle: LookedUpVehicle }
  | { state: "notFound"; plate: string }
  | { state: "failed"; plate: string; network: boolean };

/**
 * The plate lookup of spec section 2: runs only for a non-empty value that matches the plate
 * pattern and differs from the plate looked up last. A failed lookup forgets its plate so the
 * same plate can be tried again.
 */
export function useVehicleLookup(requestId: number) {
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
        const result = await lookUpVehicle(plate, requestId);
        if (result.vehicle.error === "VEHICLE_NOT_FOUND") next = { state: "notFound", plate };
        else if (result.vehicle.error) next = { state: "failed", plate, network: false };
        else if (isVehicleUsable(result)) next = { state: "usable", plate, vehicle: result.vehicle };
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
    [requestId],
  );

  /** The user changed the plate: what was found no longer describes it. */
  const invalidate = useCallback(() => {
    last.current = null;
    latest.current++;
    setLookup({ state: "idle" });
  }, []);

  return { lookup, run, invalidate };
}
