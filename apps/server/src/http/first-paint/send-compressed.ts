import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";

const encodings = new Negotiator<"br" | "gzip">({ supportedValues: ["br", "gzip"] });
// A page is a few tens of kilobytes, made per request: brotli's middle quality costs well under a millisecond.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Sends a page made per request (not a file, so neither the precompressed copies nor @fastify/compress, which
 * only sees routes, apply) compressed as the browser accepts.
 */
export function sendCompressedHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header("Content-Type", "text/html; charset=utf-8").header("Vary", "Accept-Encoding");
  const accepted = request.headers["accept-encoding"];
  const encoding = typeof accepted === "string" ? encodings.negotiate(accepted) : null;
  if (!encoding) return reply.send(html);
  const body = encoding === "br" ? brotliCompressSync(html, BROTLI) : gzipSync(html, { level: 6 });
  return reply.header("Content-Encoding", encoding).send(body);
}
