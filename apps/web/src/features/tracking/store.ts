import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { Driver } from "@hitch/contract/dispatch/driver";
import { registerSessionReset, storageKey } from "../../app/session-reset.ts";

/**
 * The tow-truck driver as last seen (towTruckDriver in the local assistance state), kept
 * over reloads so a driver change that happened while the page was closed is still noticed.
 */
export interface TrackingState {
  driver: Driver | null;
  /** A different driver took over after the first one had accepted. */
  driverChanged: boolean;
}

interface TrackingActions {
  /** Records the driver now on the job and notices a change of driver. */
  seeDriver: (driver: Driver) => void;
  reset: () => void;
}

const initial: TrackingState = { driver: null, driverChanged: false };

export const useTracking = create<TrackingState & TrackingActions>()(
  persist(
    (set, get) => ({
      ...initial,
      seeDriver: (driver) => set({ driver, driverChanged: nextDriverChanged(get(), driver) }),
      reset: () => set(initial),
    }),
    { name: storageKey("assistance", "tracking"), storage: createJSONStorage(() => localStorage), version: 1 },
  ),
);

/** The warning shows when the server marks the assignment as transferred or the driver's id changed. */
export function nextDriverChanged(previous: TrackingState, driver: Driver): boolean {
  if (driver.isTransferred) return true;
  if (previous.driver && previous.driver.id !== driver.id) return true;
  return previous.driverChanged && previous.driver?.id === driver.id;
}

registerSessionReset("assistance", () => useTracking.getState().reset());
