import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { unfinishedName } from "../../providers/storage/unfinished-files.ts";
import { bombPng } from "../../testing/bomb-png.ts";
import { multipart } from "../../testing/multipart-body.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { UPLOAD_SPOOL_DIR } from "./upload-spool.ts";

const photoForm = (data: Buffer) => multipart([{ name: "file", filename: "photo.png", type: "image/png", data }]);

/** A name as an unfinished write of a process that has exited. */
function nameOfDeadWriter(): string {
  const { pid } = spawnSync(process.execPath, ["-e", ""]);
  return unfinishedName().replace(`_${process.pid}_`, `_${pid}_`);
}

describe.each(TEST_DB_KINDS)("upload limits on %s", (kind) => {
  let t: TestApp;
  let storageDir: string;
  const leftovers = {
    incoming: nameOfDeadWriter(),
    spool: nameOfDeadWriter(),
    live: unfinishedName(),
    foreign: "upload-in-progress",
  };

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), "hitch-upload-limits-"));
    // What a crash mid-upload leaves: half-written files, seconds old.
    mkdirSync(join(storageDir, ".incoming"));
    mkdirSync(UPLOAD_SPOOL_DIR, { recursive: true });
    writeFileSync(join(storageDir, ".incoming", leftovers.incoming), "half a photo");
    writeFileSync(join(storageDir, ".incoming", leftovers.foreign), "someone else's, recent");
    writeFileSync(join(UPLOAD_SPOOL_DIR, leftovers.spool), "half a photo");
    writeFileSync(join(UPLOAD_SPOOL_DIR, leftovers.live), "this process's upload, arriving");
    t = await createTestApp(kind, {
      config: { storage: { kind: "disk", dir: storageDir }, imageProcessingConcurrency: 1, imageQueueLength: 0 },
    });
  }, 180_000);
  afterAll(() => t?.close());

  it("removes at start the half-written files of a process that is gone, however recent, and no others", () => {
    const incoming = readdirSync(join(storageDir, ".incoming"));
    expect(incoming).not.toContain(leftovers.incoming);
    expect(incoming).toContain(leftovers.foreign);
    const spool = readdirSync(UPLOAD_SPOOL_DIR);
    expect(spool).not.toContain(leftovers.spool);
    expect(spool).toContain(leftovers.live);
  });

  it("answers 503 UPLOADS_BUSY with Retry-After while the instance processes all the photos it takes, then takes them again", async () => {
    const ownSpool = () =>
      readdirSync(UPLOAD_SPOOL_DIR)
        .filter((name) => name.includes(`_${process.pid}_`))
        .sort();
    const spooledBefore = ownSpool();
    const service = await createTestService(t);
    const links = await Promise.all([1, 2, 3].map(() => openLink(t, "assistance", service.name)));
    // 16 megapixels to decode and encode: long enough that the others arrive meanwhile.
    const form = photoForm(bombPng(4000, 4000));
    const upload = (link: (typeof links)[number]) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/public/assistance-request/${link.id}/files`,
        headers: { "content-type": form.contentType, cookie: link.cookie },
        payload: form.payload,
      });
    const answers = await Promise.all(links.map(upload));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 503, 503]);
    for (const busy of answers.filter((a) => a.statusCode === 503)) {
      expect(busy.json()).toEqual({ statusCode: 503, code: "UPLOADS_BUSY" });
      expect(busy.headers["retry-after"]).toBe("5");
    }
    const retried = await upload(links[answers.findIndex((a) => a.statusCode === 503)]);
    expect(retried.statusCode).toBe(201);
    // Nothing of the refused or finished uploads stays in the spool.
    expect(ownSpool()).toEqual(spooledBefore);
  });
});
