import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AssistanceStatusResponse } from "@hitch/contract/dispatch/status";
import { STATUS_EVENT } from "@hitch/contract/dispatch/status";
import type { DispatchRuntime } from "./dispatch-runtime.ts";
import { readStatus } from "./status-view.ts";

/** Keeps proxies from closing an idle stream, and re-reads in case a notification was lost. */
export const HEARTBEAT_MS = 15_000;

type Stream = { send(status: AssistanceStatusResponse): void; ping(): void };

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
  const unsubscribe = rt.events.subscribe(requestId, () => void refresh());
  const heartbeat = setInterval(() => {
    for (const stream of w.streams) stream.ping();
    void refresh();
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

/** Takes the reply over as a server-sent-events stream (headers, reconnect delay) and answers its raw response. */
export function startEventStream(reply: FastifyReply) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  res.write("retry: 3000\n\n");
  return res;
}

/**
 * One app's status streams: `open` starts a server-sent-events stream of one request's status (the
 * current status at once, then every change signalled by any instance; an unchanged status is not sent
 * again), and `endAll` ends every open one, so a shutting-down server does not wait on them forever.
 */
export function createStatusStreams(rt: DispatchRuntime) {
  const watches = new Map<number, Watch>();
  const open = new Set<{ end(): void }>();
  return {
    open: (request: FastifyRequest, reply: FastifyReply, requestId: number, first: AssistanceStatusResponse) =>
      openStatusStream(rt, watches, open, { request, reply, requestId, first }),
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
  }: { request: FastifyRequest; reply: FastifyReply; requestId: number; first: AssistanceStatusResponse },
) {
  const res = startEventStream(reply);

  let last = "";
  const stream: Stream = {
    send(status) {
      const json = JSON.stringify(status);
      if (json === last) return;
      last = json;
      res.write(`event: ${STATUS_EVENT}\ndata: ${json}\n\n`);
    },
    ping: () => res.write(": heartbeat\n\n"),
  };
  stream.send(first);
  const w = watch(rt, watches, requestId, request.log);
  w.streams.add(stream);
  openStreams.add(res);
  // A change between the first read and subscribing would otherwise wait for the heartbeat.
  if (w.reading) w.again = true;
  else
    void readStatus(rt.db, requestId).then(
      (s) => s && stream.send(s),
      () => {},
    );

  res.on("close", () => {
    openStreams.delete(res);
    w.streams.delete(stream);
    if (w.streams.size === 0) w.stop();
  });
}
