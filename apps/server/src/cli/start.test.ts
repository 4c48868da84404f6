import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { connect, type Db } from "../db/connect.ts";
import { drivers } from "../db/schema/drivers.ts";
import { links } from "../db/schema/links.ts";
import { operatorAuditLog, operatorUsers } from "../db/schema/operators.ts";
import { services } from "../db/schema/services.ts";
import { migratedDataDir } from "../db/test-db.ts";
import { freePort, waitFor } from "../modules/dispatch/process-harness.ts";
import { runCli } from "../testing/cli-process.ts";
import { SHORT_LIVED_PROCESS, startServerProcess } from "../testing/server-process.ts";

/** `serve` as a real process on a fresh DATA_DIR; resolves once it has printed its start banner. */
async function start(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServerProcess({
    port,
    nodeOptions: SHORT_LIVED_PROCESS,
    stdout: "capture",
    readyPath: "/readyz",
    // Every log line too: a secret must not reach the log either.
    env: { DATA_DIR: dataDir, PUBLIC_URL: baseUrl, LOG_LEVEL: "info", WEB_DIST: "/nonexistent-hitch-web-dist", ...env },
  });
  await waitFor("the start banner", async () => server.stdout().includes("Hitch is running on"), 30_000);
  return server;
}

async function rowsIn<T>(where: string, read: (db: Db) => Promise<T>): Promise<T> {
  const database = await connect(where.startsWith("postgres") ? { databaseUrl: where } : { dataDir: where });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

/** Signs in to the console over HTTP: the session's cookie header, or the refusal's status. */
async function signIn(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/v1/console/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { status: response.status, cookie };
}

/** The rows a demo seed would have made. */
const seededRows = async (db: Db) => ({
  operators: (await db.select({ n: count() }).from(operatorUsers))[0].n,
  services: (await db.select({ n: count() }).from(services))[0].n,
  drivers: (await db.select({ n: count() }).from(drivers))[0].n,
  links: (await db.select({ n: count() }).from(links))[0].n,
});

const boardStatus = async (baseUrl: string, cookie: string) => {
  const response = await fetch(`${baseUrl}/api/v1/console/requests`, { headers: { cookie } });
  return { status: response.status, code: response.ok ? undefined : (await response.json()).code };
};

describe("what `serve` seeds and prints (real processes)", { timeout: 180_000 }, () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("a production start seeds no account and prints no secret, and says how to make the first administrator", async () => {
    const dataDir = await migratedDataDir("hitch-production-start-");
    dirs.push(dataDir);
    // No ADMIN_API_KEY: the key is generated into DATA_DIR, and must not be printed either.
    const server = await start(dataDir, { NODE_ENV: "production" });
    let output: string;
    try {
      expect((await fetch(`${server.baseUrl}/api/v1/public/theme/demo`)).status).toBe(404);
    } finally {
      output = server.stdout();
      await server.stop();
    }
    const secrets = ["admin-api-key", "session-secret", "outbox-encryption-key"].map((file) =>
      readFileSync(join(dataDir, file), "utf8").trim(),
    );
    for (const secret of secrets) expect(output).not.toContain(secret);
    expect(output).not.toMatch(/assistance-request-link|claim-link|driver-link|login:|@hitch\.example/);
    expect(output).toContain('npm run cli -- operator create --email you@example.com --name "Your Name" --role admin');
    expect(existsSync(join(dataDir, "console-admin-password"))).toBe(false);
    expect(existsSync(join(dataDir, "console-operator-password"))).toBe(false);
    expect(await rowsIn(dataDir, seededRows)).toEqual({ operators: 0, services: 0, drivers: 0, links: 0 });

    // The first administrator, made as the banner says with a password piped in: audited, and asked for no more.
    const email = "first-admin@example.com";
    const created = await runCli(
      ["operator", "create", "--email", email, "--name", "First Admin", "--role", "admin", "--password-stdin"],
      { DATA_DIR: dataDir, NODE_ENV: "production" },
      "the first admin's own password\n",
    );
    expect(created.stderr).toBe("");
    expect(created.stdout).toMatch(new RegExp(`created \\(admin\\): \\S+/console {2}\\(login: ${email}\\)\\n$`));
    expect(created.stdout).not.toContain("the first admin's own password");
    const entries = await rowsIn(dataDir, (db) =>
      db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, "operator.create")),
    );
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ operatorId: null, targetType: "operator", before: null });
    expect(entry.operatorEmail).toMatch(/^cli:\S+$/);
    expect(entry.after).toMatchObject({ email, platformAdmin: true, twoFactorEnabled: false });

    const again = await start(dataDir, { NODE_ENV: "production" });
    try {
      expect(again.stdout()).not.toContain("No administrator yet");
      const session = await signIn(again.baseUrl, email, "the first admin's own password");
      expect(session.status).toBe(200);
      expect(await boardStatus(again.baseUrl, session.cookie)).toEqual({ status: 403, code: "TWO_FACTOR_REQUIRED" });
    } finally {
      await again.stop();
    }
  });

  it("a development start seeds the demo and prints its links and logins: the operator's opens the board at once", async () => {
    const dataDir = await migratedDataDir("hitch-development-start-");
    dirs.push(dataDir);
    const server = await start(dataDir, {});
    try {
      const output = server.stdout();
      const line = (label: string) => new RegExp(`${label}:\\s+(\\S+)`).exec(output)?.[1] ?? "";
      const login = (who: string) => new RegExp(`${who}:\\s+(\\S+@hitch\\.example) / (\\S+)`).exec(output)!.slice(1);
      for (const link of [line("Assistance link"), line("Claim link"), line("Driver app")])
        expect(link).toMatch(new RegExp(`^${server.baseUrl}/(assistance-request|claim|driver)-link/`));
      expect(line("Operator API key")).toBe(readFileSync(join(dataDir, "admin-api-key"), "utf8").trim());
      const code = line("Assistance link").split("/").pop();
      expect((await fetch(`${server.baseUrl}/api/v1/public/assistance-request-link/${code}`)).status).toBe(200);

      const [operatorEmail, operatorPassword] = login("operator");
      const operator = await signIn(server.baseUrl, operatorEmail, operatorPassword);
      expect(operator.status).toBe(200);
      expect(await boardStatus(server.baseUrl, operator.cookie)).toEqual({ status: 200, code: undefined });

      const [adminEmail, adminPassword] = login("administrator");
      const admin = await signIn(server.baseUrl, adminEmail, adminPassword);
      expect(admin.status).toBe(200);
      expect(await boardStatus(server.baseUrl, admin.cookie)).toEqual({ status: 403, code: "TWO_FACTOR_REQUIRED" });
    } finally {
      await server.stop();
    }
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!adminUrl)("on PostgreSQL too, a production start seeds no account and prints no secret", async () => {
    const name = `hitch_start_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(join(tmpdir(), "hitch-production-start-pg-"));
    dirs.push(dataDir);
    try {
      const key = "production-start-test-key-0123456789";
      const server = await start(dataDir, { NODE_ENV: "production", DATABASE_URL: url.toString(), ADMIN_API_KEY: key });
      const output = server.stdout();
      await server.stop();
      expect(output).toContain("(database: postgres)");
      expect(output).toContain("No administrator yet");
      expect(output).not.toContain(key);
      expect(output).not.toMatch(/assistance-request-link|claim-link|driver-link|login:|@hitch\.example/);
      expect(await rowsIn(url.toString(), seededRows)).toEqual({ operators: 0, services: 0, drivers: 0, links: 0 });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
