import type { FastifyReply, FastifyRequest } from "fastify";
import type { AssistanceStatusResponse } from "@hitch/contract/dispatch/status";
import { STATUS_EVENT } from "@hitch/contract/dispatch/status";
import type { DispatchRuntime } from "./dispatch-runtime.ts";
import { readStatus } from "./status-view.ts";
import { openEventStream } from "../../http/event-stream.ts";

/** Keeps proxies from closing an idle stream, and re-reads in case a notification was lost. */
export const HEARTBEAT_MS = 15_000;

/** Follows how many streams are open (the metrics' gauge). */
type OpenCount = { inc(): void; dec(): void };

type Stream = { send(status: AssistanceStatusResponse): void; ping(): void; recheck(): void };

/** Whether the stream's customer session still reaches the request (a revoked link or ended session does not). */
type StillAllowed = () => Promise<boolean>;

/**
 * Everyone on this instance watching one request shares one subscription, one heartbeat timer
 * and one database read per change: a change costs one query however many tabs are open.
 */
type Watch = { streams: Set<Stream>; reading: boolean; again: boolean; stop(): void };

function watch(
  rt: DispatchRuntime,
  byRequest: Map<number, Watch>,
  requestId: number,
  log: FastifyRequest["log"],
): Watch {
  const existing = byRequest.get(requestId);
  if (existing) return existing;

  const refresh = async () => {
    if (w.reading) {
      w.again = true;
      return;
    }
    w.reading = true;
    try {
      do {
        w.again = false;
        const status = await readStatus(rt.db, requestId);
        if (status) for (const stream of w.streams) stream.send(status);
      } while (w.again && w.streams.size > 0);
    } catch (error) {
      log.warn({ err: error }, "status stream: re-read failed");
    } finally {
      w.reading = false;
    }
  };
  // A revocation is announced on the request's events too, so each stream's session is checked again on every
  // announcement (and heartbeat). On the next turn: the session reader forgets the request on the same announcement.
  const recheckAll = () => setImmediate(() => w.streams.forEach((stream) => stream.recheck()));
  const unsubscribe = rt.events.subscribe(requestId, () => {
    void refresh();
    recheckAll();
  });
  const heartbeat = setInterval(() => {
    for (const stream of w.streams) stream.ping();
    void refresh();
    recheckAll();
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const w: Watch = {
    streams: new Set(),
    reading: false,
    again: false,
    stop() {
      clearInterval(heartbeat);
      unsubscribe();
      byRequest.delete(requestId);
    },
  };
  byRequest.set(requestId, w);
  return w;
}

/**
 * One app's status streams: `open` starts a server-sent-events stream of one request's status (the
 * current status at once, then every change signalled by any instance; an unchanged status is not sent
 * again), and `endAll` ends every open one, so a shutting-down server does not wait on them forever.
 */
export function createStatusStreams(rt: DispatchRuntime, openCount?: OpenCount) {
  const watches = new Map<number, Watch>();
  const open = new Set<{ end(): void }>();
  return {
    open: (
      request: FastifyRequest,
      reply: FastifyReply,
      requestId: number,
      first: AssistanceStatusResponse,
      stillAllowed: StillAllowed,
    ) => openStatusStream(rt, watches, open, { request, reply, requestId, first, stillAllowed, openCount }),
    endAll() {
      for (const stream of open) stream.end();
    },
  };
}

function openStatusStream(
  rt: DispatchRuntime,
  watches: Map<number, Watch>,
  openStreams: Set<{ end(): void }>,
  {
    request,
    reply,
    requestId,
    first,
    stillAllowed,
    openCount,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    requestId: number;
    first: AssistanceStatusResponse;
    stillAllowed: StillAllowed;
    openCount?: OpenCount;
  },
) {
  const res = openEventStream(reply);

  let last = "";
  const stream: Stream = {
    send(status) {
      const json = JSON.stringify(status);
      if (json === last) return;
      last = json;
      res.write(`event: ${STATUS_EVENT}\ndata: ${json}\n\n`);
    },
    ping: () => res.write(": heartbeat\n\n"),
    recheck() {
      stillAllowed().then(
        (allowed) => allowed || res.end(),
        (error: unknown) => request.log.warn({ err: error }, "status stream: session re-check failed"),
      );
    },
  };
  stream.send(first);
  const w = watch(rt, watches, requestId, request.log);
  w.streams.add(stream);
  openStreams.add(res);
  openCount?.inc();
  // A change between the first read and subscribing would otherwise wait for the heartbeat.
  if (w.reading) w.again = true;
  else
    void readStatus(rt.db, requestId).then(
      (s) => s && stream.send(s),
      () => {},
    );

  res.on("close", () => {
    openCount?.dec();
    openStreams.delete(res);
    w.streams.delete(stream);
    if (w.streams.size === 0) w.stop();
  });
}
