import { useEffect, useRef, useState } from "react";
import { haversineMeters } from "@hitch/contract/common/distance";

import type { LOCATION_STATES } from "./driver-texts.ts";

export type LocationState = (typeof LOCATION_STATES)[number];

type Point = { latitude: number; longitude: number };

/** A position is reported at most this often, or sooner once the truck moved this far. */
const MIN_INTERVAL_MS = 10_000;
const MIN_DISTANCE_M = 50;

/**
 * Shares the phone's position while `active` (on duty or on a job) through watchPosition, throttled to one
 * report per 10 s or 50 m, and says how sharing goes: denied by the driver, unavailable (location off or no
 * fix), or sharing. Nothing is watched while inactive.
 */
export function usePosition(active: boolean, report: (at: Point) => void) {
  const [state, setState] = useState<LocationState>("off");
  const [position, setPosition] = useState<Point | null>(null);
  const last = useRef<{ at: Point; time: number } | null>(null);
  const reportRef = useRef(report);
  reportRef.current = report;

  useEffect(() => {
    if (!active) return setState("off");
    if (!("geolocation" in navigator)) return setState("unavailable");
    setState("waiting");
    const id = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const at = { latitude: coords.latitude, longitude: coords.longitude };
        setState("sharing");
        setPosition(at);
        const previous = last.current;
        const now = Date.now();
        if (previous && now - previous.time < MIN_INTERVAL_MS && haversineMeters(previous.at, at) < MIN_DISTANCE_M)
          return;
        last.current = { at, time: now };
        reportRef.current(at);
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [active]);

  return { state, position };
}
