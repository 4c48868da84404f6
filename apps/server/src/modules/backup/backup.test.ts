import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { connect, type Database, type Db } from "../../db/connect.ts";
import { DataDirInUseError } from "../../db/data-dir-lock.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { claims } from "../../db/schema/claims.ts";
import { migratedDataDir } from "../../db/test-db.ts";
import { testConfig } from "../../testing/test-config.ts";
import { insertClaim } from "../claims/public.ts";
import { freePort, requestWithLink } from "../dispatch/process-harness.ts";
import { TALLINN } from "../dispatch/test-support.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { BackupError, restoreBackup, RestoreTargetInUseError, writeBackupFile } from "./public.ts";

const PHOTO = Buffer.from("not really a jpeg, but bytes to carry");

async function everything(db: Db) {
  return {
    requests: await db.select().from(assistanceRequests).orderBy(asc(assistanceRequests.id)),
    claims: await db.select().from(claims).orderBy(asc(claims.id)),
  };
}

describe("backup and restore of an embedded DATA_DIR", () => {
  const dirs: string[] = [];
  let dataDir = "";
  let expected: Awaited<ReturnType<typeof everything>>;
  const configFor = (dir: string, port = 0) =>
    testConfig({ dataDir: dir, storage: { kind: "disk", dir: join(dir, "files") }, port, host: "127.0.0.1" });
  const fresh = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    dataDir = await migratedDataDir("hitch-backup-src-");
    dirs.push(dataDir);
    const database = await connect({ dataDir });
    try {
      for (let i = 0; i < 3; i++) await requestWithLink(database.db, TALLINN);
      const [request] = await database.db.select().from(assistanceRequests).limit(1);
      for (let i = 0; i < 2; i++)
        await insertClaim(database.db, { serviceId: request.serviceId, smsPhone: "+3725550000" });
      expected = await everything(database.db);
    } finally {
      await database.close();
    }
    mkdirSync(join(dataDir, "files", "claims", "1"), { recursive: true });
    writeFileSync(join(dataDir, "files", "claims", "1", "photo.jpg"), PHOTO);
    mkdirSync(join(dataDir, "files", ".incoming"), { recursive: true });
    writeFileSync(join(dataDir, "files", ".incoming", "half-written"), "x");
  });
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function restoredFrom(file: string) {
    const target = fresh("hitch-restored-");
    await restoreBackup(file, target);
    const restored: Database = await connect({ dataDir: target });
    try {
      return { target, rows: await everything(restored.db) };
    } finally {
      await restored.close();
    }
  }

  it("backs up a stopped server's DATA_DIR and restores every request, claim and file into a fresh directory", async () => {
    const file = join(fresh("hitch-backups-"), "backup.tar.gz");
    expect(await writeBackupFile(configFor(dataDir), file)).toBe("direct");
    const { target, rows } = await restoredFrom(file);
    expect(rows.requests).toHaveLength(3);
    expect(rows.claims).toHaveLength(2);
    expect(rows).toEqual(expected);
    expect(readFileSync(join(target, "files", "claims", "1", "photo.jpg"))).toEqual(PHOTO);
    expect(existsSync(join(target, "files", ".incoming"))).toBe(false);
  });

  it("backs up while the server runs, through the server that holds DATA_DIR", async () => {
    const database = await connect({ dataDir });
    const config = configFor(dataDir, await freePort());
    const app = await buildApp(config, { db: database.db, database });
    try {
      await app.listen({ port: config.port, host: config.host });
      // The directory is the running server's: nothing else may open it.
      await expect(connect({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
      const unauthorized = await app.inject({ method: "GET", url: "/api/v1/admin/backup" });
      expect(unauthorized.statusCode).toBe(401);

      const file = join(fresh("hitch-backups-"), "live.tar.gz");
      expect(await writeBackupFile(config, file)).toBe("server");
      const { target, rows } = await restoredFrom(file);
      expect(rows).toEqual(expected);
      expect(readFileSync(join(target, "files", "claims", "1", "photo.jpg"))).toEqual(PHOTO);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("never restores over a directory that holds a database", async () => {
    // Refused before the archive is even read.
    await expect(restoreBackup(join(dataDir, "no-such-backup.tar.gz"), dataDir)).rejects.toBeInstanceOf(
      RestoreTargetInUseError,
    );
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("backup on PostgreSQL", () => {
  it("is pg_dump's job: the route answers 409 USE_PG_DUMP and the CLI says so", async () => {
    const t = await createTestApp("postgres");
    try {
      const response = await t.app.inject({ method: "GET", url: "/api/v1/admin/backup", headers: t.operator });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: "USE_PG_DUMP",
      });
      const config = testConfig({ databaseUrl: process.env.TEST_DATABASE_URL });
      await expect(writeBackupFile(config, join(tmpdir(), "never-written.tar.gz"))).rejects.toBeInstanceOf(BackupError);
    } finally {
      await t.close();
    }
  });
});
