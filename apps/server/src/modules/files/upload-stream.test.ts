import multipart from "@fastify/multipart";
import Fastify from "fastify";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FileUploadError, readUploadStream } from "./upload-stream.ts";

const chunksOf = (total: number, size = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let sent = 0; sent < total; sent += size) yield Buffer.alloc(Math.min(size, total - sent), 7);
    })(),
  );

describe("reading an upload stream with a byte cap", () => {
  it("returns every byte of a file at the cap", async () => {
    const bytes = await readUploadStream(chunksOf(1_000_000), { maxBytes: 1_000_000 });
    expect(bytes.length).toBe(1_000_000);
  });

  it("refuses a file one byte over the cap with FILE_TOO_LARGE (413)", async () => {
    const failure = await readUploadStream(chunksOf(1_000_001), { maxBytes: 1_000_000 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(FileUploadError);
    expect(failure).toMatchObject({ code: "FILE_TOO_LARGE", statusCode: 413 });
  });

  it("caps at 50 MB by default and drains the rest of an oversized stream", async () => {
    const stream = chunksOf(52_428_800 + 1024 * 1024, 1024 * 1024);
    await expect(readUploadStream(stream)).rejects.toMatchObject({ code: "FILE_TOO_LARGE" });
    await finished(stream);
    expect(stream.readableEnded).toBe(true);
  });

  it("passes on the error of a stream that fails midway", async () => {
    async function* broken() {
      yield Buffer.from("start");
      throw new Error("connection reset");
    }
    await expect(readUploadStream(Readable.from(broken()))).rejects.toThrow("connection reset");
  });
});

describe("reading @fastify/multipart's file stream", () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(multipart, { limits: { fileSize: 1000, files: 1 } });
    app.post("/upload", async (request, reply) => {
      const file = await request.file();
      try {
        const bytes = await readUploadStream(file!.file, { maxBytes: 1000 });
        return { bytes: bytes.length, first: bytes.subarray(0, 4).toString() };
      } catch (error) {
        if (!(error instanceof FileUploadError)) throw error;
        return reply.code(error.statusCode).send({ statusCode: error.statusCode, code: error.code });
      }
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const upload = (content: Buffer) => {
    const boundary = "----hitchboundary";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({
      method: "POST",
      url: "/upload",
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
  };

  it("reads a file under the limit whole", async () => {
    const response = await upload(Buffer.concat([Buffer.from("JPEG"), Buffer.alloc(996, 1)]));
    expect(response.json()).toEqual({ bytes: 1000, first: "JPEG" });
  });

  it("answers 413 FILE_TOO_LARGE for a file that multipart cut at its limit", async () => {
    const response = await upload(Buffer.alloc(5000, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ statusCode: 413, code: "FILE_TOO_LARGE" });
  });
});
