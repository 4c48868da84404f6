import { useCallback, useState } from "react";
import type { LatLng } from "./location-map.tsx";

export type GpsState = "idle" | "locating" | "failed";

/** One position from the phone's GPS; any failure (denied, unavailable, timeout) is one message. */
export function useGps(onPosition: (at: LatLng) => void) {
  const [state, setState] = useState<GpsState>("idle");
  const locate = useCallback(() => {
    if (!("geolocation" in navigator)) return setState("failed");
    setState("locating");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState("idle");
        onPosition({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => setState("failed"),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }, [onPosition]);
  return { state, locate, dismiss: () => setState("idle") };
}
