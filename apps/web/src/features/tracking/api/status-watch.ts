import type { AssistanceStatus } from "@hitch/contract/common/enums";
import {
  assistanceStatusResponseSchema,
  STATUS_EVENT,
  type AssistanceStatusResponse,
} from "@hitch/contract/dispatch/status";
import { readStatus, streamUrl, type StatusRead } from "./tracking-api.ts";

/**
 * Once a request reaches one of these, nothing changes any more: stop listening. TIMED_OUT is not one: the
 * operator who calls back may still give the job to a driver by hand (or restart the search), and the
 * customer's screen then shows that driver.
 */
export const FINAL_STATUSES: readonly AssistanceStatus[] = ["FINISHED", "CLIENT_CANCELLED"];

export const POLL_INTERVAL_MS = 5_000;
/** After the stream failed, how long polling alone carries the page before the stream is tried again. */
export const STREAM_RETRY_MS = 30_000;

export interface StatusWatchOptions {
  requestId: number;
  /** Every status read, pushed or polled (repeats are not filtered). */
  onStatus: (status: AssistanceStatusResponse) => void;
  /** The status could not be loaded (the last read failed). Cleared by the next onStatus. */
  onError: (error: unknown) => void;
  pollIntervalMs?: number;
  streamRetryMs?: number;
  /** Injectable for tests; defaults to the browser's (absent in old browsers: polling only). */
  EventSource?: typeof EventSource;
  read?: (requestId: number, etag: string | null, signal?: AbortSignal) => Promise<StatusRead>;
}

/**
 * Follows one request's status: one GET at once (fast first paint, and it tells us whether we
 * may read at all), then the server-sent-events stream. When the stream fails or the browser has
 * no EventSource, it polls the status route with the last ETag, so an unchanged status costs a
 * 304, and tries the stream again every STREAM_RETRY_MS (a phone that lost its network for a moment
 * returns to the stream; polling stops once it is open again). Stops by itself at a final status.
 * Returns the stop function.
 */
export function watchStatus(options: StatusWatchOptions): () => void {
  const {
    requestId,
    onStatus,
    onError,
    pollIntervalMs = POLL_INTERVAL_MS,
    streamRetryMs = STREAM_RETRY_MS,
    read = readStatus,
  } = options;
  const EventSourceImpl = "EventSource" in options ? options.EventSource : globalThis.EventSource;
  const abort = new AbortController();
  let etag: string | null = null;
  let last: AssistanceStatusResponse | null = null;
  let lastReadFailed = false;
  let stream: EventSource | null = null;
  let streamOpen = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const stop = () => {
    stopped = true;
    abort.abort();
    stream?.close();
    stream = null;
    if (timer) clearTimeout(timer);
    if (retryTimer) clearTimeout(retryTimer);
  };

  const deliver = (status: AssistanceStatusResponse) => {
    if (stopped) return;
    last = status;
    onStatus(status);
    if (FINAL_STATUSES.includes(status.status)) stop();
  };

  const poll = async () => {
    timer = null;
    try {
      const answer = await read(requestId, etag, abort.signal);
      if (!answer.unchanged) {
        etag = answer.etag;
        deliver(answer.status);
      } else if (lastReadFailed && last) {
        // A 304 after a failed read: the status shown is current again, which clears the failure.
        deliver(last);
      }
      lastReadFailed = false;
    } catch (error) {
      lastReadFailed = true;
      if (!stopped) onError(error);
    }
    if (!stopped && !streamOpen) timer = setTimeout(() => void poll(), pollIntervalMs);
  };

  const fallBackToPolling = () => {
    stream?.close();
    stream = null;
    streamOpen = false;
    if (stopped) return;
    if (!timer) timer = setTimeout(() => void poll(), pollIntervalMs);
    if (EventSourceImpl && !retryTimer)
      retryTimer = setTimeout(() => {
        retryTimer = null;
        openStream();
      }, streamRetryMs);
  };

  const openStream = () => {
    if (!EventSourceImpl || stopped) return fallBackToPolling();
    try {
      stream = new EventSourceImpl(streamUrl(requestId), { withCredentials: true });
    } catch {
      return fallBackToPolling();
    }
    stream.onopen = () => {
      // The stream sends the current status first, so polling can stop.
      streamOpen = true;
      if (timer) clearTimeout(timer);
      timer = null;
    };
    stream.addEventListener(STATUS_EVENT, (event) => {
      const parsed = assistanceStatusResponseSchema.safeParse(safeJson((event as MessageEvent<string>).data));
      if (parsed.success) deliver(parsed.data);
    });
    // The browser would retry on its own, but a proxy that cuts streams would make it retry
    // forever; polling is the dependable path once the stream has failed.
    stream.onerror = fallBackToPolling;
  };

  void (async () => {
    try {
      const answer = await read(requestId, null, abort.signal);
      if (!answer.unchanged) {
        etag = answer.etag;
        deliver(answer.status);
      }
    } catch (error) {
      if (stopped) return;
      onError(error);
    }
    openStream();
  })();

  return stop;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
