import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStorage } from "./create-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import { StorageKeyError } from "./storage-provider.ts";

type Seen = { method: string; path: string; authorization: string; contentType?: string };

/** A path-style S3 stand-in: PUT/GET/HEAD/DELETE /{bucket}/{key}, kept in a Map. */
function fakeS3(objects: Map<string, { body: Buffer; contentType: string }>, seen: Seen[]) {
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- a test stand-in: a failure shows as the client's error
  return createServer(async (req: IncomingMessage, res) => {
    const path = decodeURIComponent(new URL(req.url!, "http://x").pathname);
    seen.push({
      method: req.method!,
      path,
      authorization: String(req.headers.authorization ?? ""),
      contentType: req.headers["content-type"],
    });
    const body = await buffer(req);
    const object = objects.get(path);
    const missing = () => {
      res.writeHead(404, { "content-type": "application/xml" });
      res.end(req.method === "HEAD" ? undefined : "<Error><Code>NoSuchKey</Code><Message>gone</Message></Error>");
    };
    if (req.method === "PUT") {
      objects.set(path, { body, contentType: String(req.headers["content-type"]) });
      return void res.writeHead(200, { etag: '"1"' }).end();
    }
    if (req.method === "DELETE") {
      objects.delete(path);
      return void res.writeHead(204).end();
    }
    if (!object) return missing();
    res.writeHead(200, { "content-type": object.contentType, "content-length": object.body.length, etag: '"1"' });
    res.end(req.method === "HEAD" ? undefined : object.body);
  });
}

describe("S3-compatible storage", () => {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: Seen[] = [];
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    server = fakeS3(objects, seen);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    seen.length = 0;
  });
  const storage = () =>
    createS3Storage({
      endpoint,
      region: "eu-north-1",
      bucket: "photos",
      accessKeyId: "AKIDTEST",
      secretAccessKey: "secret",
      prefix: "hitch/",
    });

  it("puts an object path-style into the bucket, signed with the configured key, and reads it back", async () => {
    const s3 = storage();
    expect(await s3.put("assistance/1/a.jpg", Buffer.from("jpeg!"), "image/jpeg")).toEqual({ bytes: 5 });
    expect(seen[0]).toMatchObject({
      method: "PUT",
      path: "/photos/hitch/assistance/1/a.jpg",
      contentType: "image/jpeg",
    });
    expect(seen[0].authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-north-1\/s3\/aws4_request/);
    expect(objects.get("/photos/hitch/assistance/1/a.jpg")?.body.toString()).toBe("jpeg!");

    const file = await s3.get("assistance/1/a.jpg");
    expect(file).toMatchObject({ contentType: "image/jpeg", bytes: 5 });
    expect(await text(file!.body)).toBe("jpeg!");
    expect(await s3.exists("assistance/1/a.jpg")).toBe(true);
  });

  it("is what STORAGE=s3 builds, the SDK loaded on the first call", async () => {
    const s3 = createStorage({
      kind: "s3",
      endpoint,
      region: "eu-north-1",
      bucket: "photos",
      accessKeyId: "AKIDTEST",
      secretAccessKey: "secret",
    });
    expect(await s3.exists("claims/2/b.jpg")).toBe(false);
    expect(await s3.put("claims/2/b.jpg", Buffer.from("png!"), "image/png")).toEqual({ bytes: 4 });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      "HEAD /photos/claims/2/b.jpg",
      "PUT /photos/claims/2/b.jpg",
    ]);
    expect(await text((await s3.get("claims/2/b.jpg"))!.body)).toBe("png!");
    await s3.delete("claims/2/b.jpg");
    expect(objects.has("/photos/claims/2/b.jpg")).toBe(false);
  });

  it("uploads a stream body whole", async () => {
    const s3 = storage();
    const chunks = [Buffer.alloc(70_000, 1), Buffer.alloc(30_000, 2)];
    expect(await s3.put("s.bin", Readable.from(chunks), "application/octet-stream")).toEqual({ bytes: 100_000 });
    expect(await buffer((await s3.get("s.bin"))!.body)).toEqual(Buffer.concat(chunks));
  });

  it("answers null and false for a missing object, and deletes", async () => {
    const s3 = storage();
    expect(await s3.get("missing.jpg")).toBeNull();
    expect(await s3.exists("missing.jpg")).toBe(false);
    await s3.put("gone.png", Buffer.from("png"), "image/png");
    await s3.delete("gone.png");
    expect(seen.at(-1)).toMatchObject({ method: "DELETE", path: "/photos/hitch/gone.png" });
    expect(await s3.exists("gone.png")).toBe(false);
  });

  it("refuses a traversal key before any request", async () => {
    await expect(storage().put("../other-bucket/x", Buffer.from("x"), "text/plain")).rejects.toBeInstanceOf(
      StorageKeyError,
    );
    expect(seen).toEqual([]);
  });

  it("fails the put when the server is unreachable", async () => {
    const s3 = createS3Storage({
      endpoint: "http://127.0.0.1:1",
      region: "eu-north-1",
      bucket: "b",
      accessKeyId: "a",
      secretAccessKey: "s",
      maxAttempts: 1,
    });
    await expect(s3.put("x.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow();
  });
});
