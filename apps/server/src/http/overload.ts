import fastifyUnderPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { Operations } from "../modules/operations/public.ts";
import { errorBody } from "./error-handler.ts";

/** Seconds a refused client waits: a few of under-pressure's one-second samples. */
export const SERVER_BUSY_RETRY_AFTER_SECONDS = 5;

/** How often under-pressure reads the event-loop delay and memory. */
const SAMPLE_INTERVAL_MS = 1000;

/**
 * Whether a reading past a limit really is past it. A sample in which the event loop never came round to record
 * a delay (a stall of about the sample interval, e.g. a starved CPU) reads as an infinite delay: that proves a
 * stall of about a second, not one past a longer limit, so only a limit of a second or less refuses on it.
 */
export function overloaded(type: string, value: number | undefined, eventLoopDelayLimitMs: number): boolean {
  if (type !== fastifyUnderPressure.TYPE_EVENT_LOOP_DELAY || value !== Infinity) return true;
  return eventLoopDelayLimitMs <= SAMPLE_INTERVAL_MS;
}

/**
 * Past the event-loop delay, heap or RSS limit (OVERLOAD_*; sampled every second) every API request is
 * answered at once with 503 SERVER_BUSY and Retry-After instead of queueing behind the others, and
 * counted in hitch_http_requests_rejected_overloaded_total. The rest still answers: the app's pages and
 * files cost little and let the app show its translated try-again message, and /healthz, /readyz and
 * /metrics must show the load balancer and the operators what is going on. All limits 0: nothing is
 * installed.
 */
export async function refuseWhenOverloaded(app: FastifyInstance, config: Config, operations: Operations) {
  const { eventLoopDelayMs, heapUsedBytes, rssBytes } = config.overload;
  // Not even registered: the plugin starts an event-loop monitor it never stops, one per app built.
  if (!eventLoopDelayMs && !heapUsedBytes && !rssBytes) return;
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: eventLoopDelayMs,
    maxHeapUsedBytes: heapUsedBytes,
    maxRssBytes: rssBytes,
    sampleInterval: SAMPLE_INTERVAL_MS,
    retryAfter: SERVER_BUSY_RETRY_AFTER_SECONDS,
    pressureHandler: (request, reply, type, value) => {
      if (!request.url.startsWith("/api/") || !overloaded(type, value, eventLoopDelayMs)) return;
      operations.metrics.overloadRejections.inc({ reason: type });
      // Sent here: Fastify runs no further hook nor the handler for a request already answered.
      void reply
        .status(503)
        .header("retry-after", String(SERVER_BUSY_RETRY_AFTER_SECONDS))
        .send(errorBody(503, "SERVER_BUSY"));
    },
  });
}
