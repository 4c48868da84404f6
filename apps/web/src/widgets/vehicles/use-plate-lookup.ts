import { useCallback, useEffect, useRef, useState } from "react";
import { cleanPlate, plateSchema, shouldLookUpPlate } from "@hitch/contract/common/plate";
import { isVehicleUsable, type LookedUpVehicle } from "@hitch/contract/vehicles/lookup";
import { isApiError } from "../../api/api-error.ts";

/** What the vehicle card and its messages show for the plate last looked up. */
export type Lookup<V extends LookedUpVehicle> =
  | { state: "idle" }
  | { state: "loading"; plate: string }
  | { state: "usable"; plate: string; vehicle: V }
  | { state: "notInsured"; plate: string; vehicle: V }
  | { state: "notFound"; plate: string }
  | { state: "failed"; plate: string; network: boolean };

/** One flow's lookup call: the two flows ask different endpoints that answer the same shape. */
export type LookUpPlate<V extends LookedUpVehicle> = (
  plate: string,
) => Promise<{ vehicle: V; insurance: { verified: boolean } }>;

interface PlateLookupOptions<V extends LookedUpVehicle> {
  /** A plate saved earlier; it is looked up at once, so the insurance check is today's. */
  initialPlate: string;
  /** Must keep its identity between renders (useCallback), or every render makes a new `run`. */
  lookUp: LookUpPlate<V>;
  /** The flow's translation key for a contract validation code. */
  validationKey: (code: string) => string;
  /** Leaving the field empty says nothing (claims) instead of 'plate required' (assistance). */
  blankIsQuiet?: boolean;
}

/**
 * The plate field's value and error, and the vehicle lookup (assistance and claims):
 * runs when the field is left or Enter is pressed, only for a non-empty, trimmed value matching the
 * plate pattern that differs from the plate looked up last. A failed lookup forgets its plate so the
 * same plate can be tried again.
 */
export function usePlateLookup<V extends LookedUpVehicle>({
  initialPlate,
  lookUp,
  validationKey,
  blankIsQuiet,
}: PlateLookupOptions<V>) {
  const { lookup, run, invalidate } = useVehicleLookup(lookUp);
  const [plate, setPlate] = useState(initialPlate);
  const [plateError, setPlateError] = useState<string | null>(null);

  useEffect(() => {
    if (initialPlate) void run(initialPlate);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- look up the plate the screen opened with, once
  }, []);

  /** Leaving the field or pressing Enter: say what is wrong with the plate, or look it up. */
  function checkPlate() {
    if (blankIsQuiet && plate.trim() === "") return setPlateError(null);
    const check = plateSchema.safeParse(plate);
    setPlateError(check.success ? null : validationKey(check.error.issues[0].message));
    if (check.success) void run(plate);
  }

  function changePlate(value: string) {
    const cleaned = cleanPlate(value);
    if (cleaned !== plate && lookup.state !== "idle") invalidate();
    if (plateError) setPlateError(null);
    setPlate(cleaned);
  }

  const usable = lookup.state === "usable" ? lookup.vehicle : null;
  return { lookup, usable, plate, plateError, checkPlate, changePlate };
}

function useVehicleLookup<V extends LookedUpVehicle>(lookUp: LookUpPlate<V>) {
  const [lookup, setLookup] = useState<Lookup<V>>({ state: "idle" });
  const last = useRef<string | null>(null);
  const latest = useRef(0);

  const run = useCallback(
    async (value: string) => {
      if (!shouldLookUpPlate(value, last.current)) return;
      const plate = value.trim().toUpperCase();
      last.current = plate;
      const call = ++latest.current;
      setLookup({ state: "loading", plate });
      let next: Lookup<V>;
      try {
        const result = await lookUp(plate);
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
    [lookUp],
  );

  /** The user changed the plate: what was found no longer describes it. */
  const invalidate = useCallback(() => {
    last.current = null;
    latest.current++;
    setLookup({ state: "idle" });
  }, []);

  return { lookup, run, invalidate };
}
