import { mkdtemp, readdir, rm, utimes, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStorage, type DiskStorage } from "./disk-storage.ts";
import { isValidStorageKey, StorageKeyError } from "./storage-provider.ts";

/** Every file under dir, relative, including hidden ones. */
async function listAll(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

describe("disk storage", () => {
  let root: string;
  let storage: DiskStorage;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "hitch-storage-"));
    storage = createDiskStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("stores a buffer and gives it back with its content type and size", async () => {
    expect(await storage.put("assistance/7/photo.jpg", Buffer.from("jpeg bytes"), "image/jpeg")).toEqual({ bytes: 10 });
    const file = await storage.get("assistance/7/photo.jpg");
    expect(file).toMatchObject({ contentType: "image/jpeg", bytes: 10 });
    expect(await text(file!.body)).toBe("jpeg bytes");
    expect(await storage.exists("assistance/7/photo.jpg")).toBe(true);
  });

  it("stores a stream and counts its bytes", async () => {
    const chunks = Array.from({ length: 50 }, (_, i) => Buffer.alloc(1000, i));
    expect(await storage.put("big.bin", Readable.from(chunks), "application/octet-stream")).toEqual({ bytes: 50_000 });
    expect((await storage.get("big.bin"))?.bytes).toBe(50_000);
  });

  it("replaces an object written twice under the same key", async () => {
    await storage.put("a.txt", Buffer.from("first"), "text/plain");
    await storage.put("a.txt", Buffer.from("second"), "text/markdown");
    const file = await storage.get("a.txt");
    expect(await text(file!.body)).toBe("second");
    expect(file!.contentType).toBe("text/markdown");
  });

  it("leaves nothing behind when the upload stream fails halfway", async () => {
    async function* brokenUpload() {
      yield Buffer.alloc(64 * 1024, 1);
      throw new Error("client went away");
    }
    await expect(storage.put("half.jpg", Readable.from(brokenUpload()), "image/jpeg")).rejects.toThrow(
      "client went away",
    );
    expect(await storage.exists("half.jpg")).toBe(false);
    expect(await storage.get("half.jpg")).toBeNull();
    expect(await listAll(root)).toEqual([]);
  });

  it("answers null and false for a key that was never stored, and deletes idempotently", async () => {
    expect(await storage.get("nope.jpg")).toBeNull();
    expect(await storage.exists("nope.jpg")).toBe(false);
    await storage.put("x/y.png", Buffer.from("png"), "image/png");
    await storage.delete("x/y.png");
    await storage.delete("x/y.png");
    expect(await storage.exists("x/y.png")).toBe(false);
    expect(await listAll(root)).toEqual([]);
  });

  it("refuses keys that could leave the root or reach hidden files", async () => {
    for (const key of [
      "../escape.txt",
      "a/../../b",
      "/etc/passwd",
      "a//b",
      ".incoming/x",
      "a/.b.type",
      "a\\b",
      "",
      "a/",
      "%2e%2e/x",
    ]) {
      await expect(storage.put(key, Buffer.from("x"), "text/plain"), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.get(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(StorageKeyError);
    }
    expect(await listAll(root)).toEqual([]);
  });

  it("sweeps unfinished writes left by a crash, and only old ones", async () => {
    await mkdir(join(root, ".incoming"));
    await writeFile(join(root, ".incoming", "stale"), "half");
    await writeFile(join(root, ".incoming", "fresh"), "half");
    const hourAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(join(root, ".incoming", "stale"), hourAgo, hourAgo);
    expect(await storage.sweepIncoming()).toBe(1);
    expect(await listAll(root)).toEqual([".incoming/fresh"]);
  });
});

describe("storage keys", () => {
  it("accepts generated keys and refuses traversal and odd characters", () => {
    expect(isValidStorageKey("assistance/12/0f9e1c2a-7b.jpg")).toBe(true);
    expect(isValidStorageKey("photo.heic")).toBe(true);
    expect(isValidStorageKey("a/../b")).toBe(false);
    expect(isValidStorageKey("a b.jpg")).toBe(false);
    expect(isValidStorageKey("x".repeat(513))).toBe(false);
  });
});
