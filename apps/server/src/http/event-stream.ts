import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { FastifyReply } from "fastify";

/**
 * Takes the reply over as a server-sent-events stream: the headers that keep proxies from buffering or
 * closing it (with the ones hooks already set, e.g. security headers), and a 3 s reconnect delay.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
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
