import { useEffect, useRef, useState } from "react";
import { todaysHistory, type DriverJob } from "./driver-api.ts";
import type { JobEnding } from "./screens/job-ended-notice.tsx";
import type { DriverFeed } from "./use-driver-feed.ts";

/**
 * Watches the driver's job: when it leaves this phone without the driver finishing it, today's history says
 * why (cancelled, or handed over: by dispatch, or to the colleague this driver asked), and the answer stays
 * until dismissed. A job the driver finished themselves ends quietly.
 */
export function useJobEnding(feed: DriverFeed | null, kept: DriverJob | null, askedHandOver: ReadonlySet<number>) {
  const [ending, setEnding] = useState<JobEnding | null>(null);
  const previous = useRef(kept?.assistanceRequestId ?? null);

  useEffect(() => {
    if (!feed) return;
    const current = feed.job?.assistanceRequestId ?? null;
    const gone = previous.current;
    previous.current = current;
    if (gone === null || gone === current) return;
    todaysHistory().then(
      (history) => {
        const row = history.find((h) => h.assistanceRequestId === gone && h.endedAt !== null);
        if (row?.endReason === "CANCELLED") setEnding("CANCELLED");
        if (row?.endReason === "HANDED_OVER") setEnding(askedHandOver.has(gone) ? "TAKEN_OVER" : "REASSIGNED");
      },
      () => undefined,
    );
  }, [feed, askedHandOver]);

  return [ending, () => setEnding(null)] as const;
}
