import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const precompressScript = new URL("../../../web/scripts/precompress.mjs", import.meta.url).pathname;

// Text that compresses the way bundled code does: long, with repeats.
const bundle = Array.from({ length: 400 }, (_, i) => `export const value${i % 40} = "step-${i}";`).join("\n");
const stylesheet = Array.from({ length: 100 }, (_, i) => `.c${i}{color:var(--brand);margin:${i}px}`).join("\n");

/** A built app as `npm run build` leaves it: files, then the brotli and gzip copies its last step writes. */
function builtWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "hitch-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html lang="en"><title>Hitch</title>${"<!-- -->".repeat(100)}`,
  );
  writeFileSync(join(dir, "assets", "index-abc123.js"), bundle);
  writeFileSync(join(dir, "assets", "index-abc123.css"), stylesheet);
  writeFileSync(join(dir, "sw.js"), `self.addEventListener("install", () => {});\n${bundle}`);
  writeFileSync(join(dir, "favicon.svg"), "<svg/>");
  execFileSync(process.execPath, [precompressScript, dir]);
  return dir;
}

describe("compression", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = builtWebDist();
    t = await createTestApp("pglite", { config: { webDist: dist } });
  });
  afterAll(() => t?.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("the build writes a brotli and a gzip copy of each text file, but not of a tiny one", () => {
    for (const file of ["assets/index-abc123.js", "assets/index-abc123.css", "sw.js", "index.html"]) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(true);
    }
    expect(existsSync(join(dist, "favicon.svg.br"))).toBe(false);
  });

  it("sends a hashed script as brotli to a browser that takes it, cached for a year", async () => {
    const res = await get("/assets/index-abc123.js", "gzip, deflate, br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["vary"]).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.rawPayload.length).toBeLessThan(bundle.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bundle);
  });

  it("sends gzip to a browser that takes only gzip", async () => {
    const res = await get("/assets/index-abc123.css", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toMatch(/^text\/css/);
    expect(gunzipSync(res.rawPayload).toString()).toBe(stylesheet);
  });

  it("sends the plain file to a client that asks for no encoding", async () => {
    const res = await get("/assets/index-abc123.js");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe(bundle);
    const identity = await get("/assets/index-abc123.js", "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body).toBe(bundle);
  });

  it("compresses the service worker too, which is revalidated on every load", async () => {
    const res = await get("/sw.js", "br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("compresses a page, which is revalidated on every load", async () => {
    const res = await get("/partner/demo", "gzip, br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(res.rawPayload).toString()).toMatch(/^<!doctype html>/);
  });

  it("compresses an API answer of a kilobyte or more, and leaves a small one plain", async () => {
    const large = await get("/api/docs/json", "gzip, br");
    expect(large.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).openapi).toMatch(/^3\./);
    const plain = await get("/api/docs/json", "");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json().openapi).toMatch(/^3\./);
    const small = await get(`/api/v1/public/claim-link/${"0".repeat(32)}`, "gzip, br");
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json().isValid).toBe(false);
  });
});
