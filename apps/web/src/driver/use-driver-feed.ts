import { useEffect, useState } from "react";
import { DRIVER_EVENT } from "@hitch/contract/dispatch/driver-app-events";
import { isApiError } from "../api/api-error.ts";
import { DRIVER_API, driverCall, type DriverJob, type DriverOffer } from "./driver-api.ts";

export interface DriverFeed {
  offers: DriverOffer[];
  job: DriverJob | null;
}

const POLL_MS = 5_000;

/**
 * The driver's offers and job, live: the event stream pushes every change; when the stream cannot be
 * held open (a proxy, a flaky network) the app polls GET /offers and GET /job instead, and tries the stream
 * again on the next turn. `signedOut` turns true when the server no longer accepts this phone's session.
 */
export function useDriverFeed(enabled: boolean, onSignedOut: () => void) {
  const [feed, setFeed] = useState<DriverFeed | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let closed = false;
    let poll: ReturnType<typeof setTimeout> | undefined;
    let source: EventSource | null = null;

    const pollOnce = async () => {
      try {
        const offers = await driverCall<DriverOffer[]>("GET", "/offers");
        const job = await driverCall<DriverJob>("GET", "/job").catch((error: unknown) => {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        });
        if (!closed) setFeed({ offers, job });
      } catch (error) {
        if (isApiError(error) && error.status === 401) return onSignedOut();
      }
      if (!closed) poll = setTimeout(() => void connect(), POLL_MS);
    };

    const connect = () => {
      source = new EventSource(`${DRIVER_API}/events`);
      source.addEventListener(DRIVER_EVENT, (event) => {
        clearTimeout(poll);
        setFeed(JSON.parse((event as MessageEvent<string>).data) as DriverFeed);
      });
      source.onerror = () => {
        // The stream failed (or the session ended): fall back to one poll, which tells which it was.
        source?.close();
        source = null;
        if (!closed) void pollOnce();
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(poll);
      source?.close();
    };
  }, [enabled, onSignedOut]);

  return feed;
}
