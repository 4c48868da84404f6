import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { connect } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { migratedDataDir } from "../../db/test-db.ts";
import { runCli } from "../../testing/cli-process.ts";
import { insertClaim } from "../claims/public.ts";
import {
  customerCookie,
  PROCESS_ADMIN_KEY,
  requestWithLink,
  spawnServer,
  type ServerProcess,
} from "../dispatch/process-harness.ts";
import { northOf, TALLINN } from "../dispatch/test-support.ts";

type Seeded = { requests: { id: number; code: string }[]; claimIds: number[] };

/** What the API answers for every request (as its customer) and every claim (as the operator). */
async function readThroughApi(server: ServerProcess, { requests, claimIds }: Seeded) {
  const requestViews = [];
  for (const { id, code } of requests) {
    const cookie = await customerCookie(server.baseUrl, code);
    const response = await fetch(`${server.baseUrl}/api/v1/public/assistance-request/${id}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    requestViews.push(await response.json());
  }
  const claimViews = [];
  for (const id of claimIds) {
    const response = await fetch(`${server.baseUrl}/api/v1/admin/claims/${id}`, {
      headers: { authorization: `Bearer ${PROCESS_ADMIN_KEY}` },
    });
    expect(response.status).toBe(200);
    claimViews.push(await response.json());
  }
  return { requestViews, claimViews };
}

// `npm run cli -- backup` beside a running server, `restore` into a new directory, and the API on it: real processes.
describe("backup and restore through the CLI", () => {
  const dirs: string[] = [];
  const fresh = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("backs up a running server's DATA_DIR, restores it into a fresh one, and every request and claim reads back the same", async () => {
    const dataDir = await migratedDataDir("hitch-backup-cli-");
    dirs.push(dataDir);
    const setup = await connect({ dataDir });
    const seeded: Seeded = { requests: [], claimIds: [] };
    try {
      for (let i = 0; i < 3; i++) seeded.requests.push(await requestWithLink(setup.db, northOf(TALLINN, i * 100)));
      const [{ serviceId }] = await setup.db.select().from(assistanceRequests).limit(1);
      for (let i = 0; i < 2; i++)
        seeded.claimIds.push((await insertClaim(setup.db, { serviceId, smsPhone: `+37255500${i}0` })).id);
    } finally {
      await setup.close();
    }

    const running = await spawnServer({ DATA_DIR: dataDir });
    const file = join(fresh("hitch-backups-"), "hitch.tar.gz");
    let before: Awaited<ReturnType<typeof readThroughApi>>;
    try {
      before = await readThroughApi(running, seeded);
      const port = new URL(running.baseUrl).port;
      const backup = await runCli(["backup", file], {
        DATA_DIR: dataDir,
        PORT: port,
        HOST: "127.0.0.1",
        ADMIN_API_KEY: PROCESS_ADMIN_KEY,
      });
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain("(by the running server)");
      // The server went on answering while it wrote the copy.
      expect((await fetch(`${running.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      await running.kill("SIGTERM");
    }

    const restoredDir = fresh("hitch-restored-cli-");
    const restore = await runCli(["restore", file], { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    // A second restore into the same directory would overwrite a database: refused.
    const again = await runCli(["restore", file], { DATA_DIR: restoredDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already holds a database");

    const restored = await spawnServer({ DATA_DIR: restoredDir });
    try {
      const after = await readThroughApi(restored, seeded);
      expect(after.requestViews).toHaveLength(3);
      expect(after.claimViews).toHaveLength(2);
      expect(after).toEqual(before);
    } finally {
      await restored.kill("SIGTERM");
    }
  }, 120_000);

  it("restores into a DATA_DIR that does not exist yet when the secrets come from the environment", async () => {
    const source = await migratedDataDir("hitch-backup-env-");
    dirs.push(source);
    const setup = await connect({ dataDir: source });
    const { id, code } = await requestWithLink(setup.db, TALLINN);
    await setup.close();
    const file = join(fresh("hitch-backups-"), "hitch.tar.gz");
    expect((await runCli(["backup", file], { DATA_DIR: source })).code).toBe(0);

    // As in production: every secret in the environment, so nothing creates the directory before the restore.
    const secrets = {
      ADMIN_API_KEY: PROCESS_ADMIN_KEY,
      SESSION_SECRET: "process-test-session-secret-0123456789-0123456789",
      OUTBOX_ENCRYPTION_KEY: "process-test-outbox-key-0123456789-0123456789",
    };
    const target = join(fresh("hitch-restore-env-"), "not", "made", "yet");
    const restore = await runCli(["restore", file], { ...secrets, DATA_DIR: target });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toBe(`Restored into ${target}.\n`);

    const restored = await spawnServer({ ...secrets, DATA_DIR: target });
    try {
      const cookie = await customerCookie(restored.baseUrl, code);
      const response = await fetch(`${restored.baseUrl}/api/v1/public/assistance-request/${id}`, {
        headers: { cookie },
      });
      expect(response.status).toBe(200);
    } finally {
      await restored.kill("SIGTERM");
    }
  }, 120_000);
});
