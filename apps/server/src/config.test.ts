import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

function tempDir() {
  return mkdtempSync(join(tmpdir(), "hitch-config-"));
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("configuration from the environment", () => {
  it("uses the documented defaults when nothing is set", () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.linkTtlHours).toBe(72);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sms).toEqual({ provider: "outbox" });
    expect(config.storage).toEqual({ kind: "disk", dir: join(dir, "files") });
    expect(config.dispatch).toEqual({
      timeoutSeconds: 120,
      waveSize: 5,
      waveIntervalSeconds: 15,
      radiiMeters: [10_000, 25_000, 50_000, 100_000],
      workerIntervalMs: 1000,
      positionStaleMinutes: 30,
    });
    expect(config.routing).toEqual({ osrmUrl: undefined, osrmTimeoutMs: 2000, detourFactor: 1.3, speedKmh: 50 });
    expect(config.simulator).toBe(false);
    expect(config.requestTimeoutSeconds).toBe(300);
  });

  it("finds the web app's build beside the code whatever directory the server starts in", () => {
    const started = process.cwd();
    try {
      process.chdir(tmpdir());
      expect(loadConfig({ DATA_DIR: tempDir() }).webDist).toBe(join(__dirname, "..", "..", "web", "dist"));
    } finally {
      process.chdir(started);
    }
  });

  it("generates an API key and session secret once and keeps them across restarts", () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.adminApiKeyGenerated).toBe(true);
    expect(first.adminApiKey.length).toBeGreaterThanOrEqual(32);
    expect(second.adminApiKey).toBe(first.adminApiKey);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(join(dir, "session-secret"), "utf8").trim()).toBe(first.sessionSecret);
  });

  it("generates the outbox encryption key once in DATA_DIR, and takes OUTBOX_ENCRYPTION_KEY when set", () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.outboxEncryptionKey.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).outboxEncryptionKey).toBe(first.outboxEncryptionKey);
    expect(readFileSync(join(dir, "outbox-encryption-key"), "utf8").trim()).toBe(first.outboxEncryptionKey);
    expect(loadConfig({ DATA_DIR: dir, OUTBOX_ENCRYPTION_KEY: "k".repeat(32) }).outboxEncryptionKey).toBe(
      "k".repeat(32),
    );
  });

  it("generates the VAPID key pair once in DATA_DIR (owner-only), takes VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY as a pair", () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).driverAlerts.vapid;
    expect(first.publicKey).toMatch(/^B[\w-]{86}$/);
    expect(first.privateKey).toMatch(/^[\w-]{43}$/);
    expect(loadConfig({ DATA_DIR: dir }).driverAlerts.vapid).toEqual(first);
    expect(statSync(join(dir, "vapid-keys.json")).mode & 0o077).toBe(0);
    expect(first.subject).toBe("mailto:operations@hitch.invalid");
    const given = { VAPID_PUBLIC_KEY: `B${"a".repeat(86)}`, VAPID_PRIVATE_KEY: "b".repeat(43) };
    expect(loadConfig({ DATA_DIR: dir, ...given, PUBLIC_URL: "https://tow.example" }).driverAlerts.vapid).toEqual({
      publicKey: given.VAPID_PUBLIC_KEY,
      privateKey: given.VAPID_PRIVATE_KEY,
      subject: "https://tow.example",
    });
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: given.VAPID_PUBLIC_KEY })).toThrow(/set together/);
    expect(() => loadConfig({ DATA_DIR: dir, PUSH_HTTP_ENDPOINTS: "on", NODE_ENV: "production" })).toThrow(
      /PUSH_HTTP_ENDPOINTS/,
    );
  });

  it("takes the API key from ADMIN_API_KEY when set", () => {
    const config = loadConfig({ DATA_DIR: tempDir(), ADMIN_API_KEY: "a-long-enough-operator-key" });
    expect(config.adminApiKey).toBe("a-long-enough-operator-key");
    expect(config.adminApiKeyGenerated).toBe(false);
  });

  it("derives the public URL from the port and strips a trailing slash from PUBLIC_URL", () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: "https://hitch.example/" }).publicUrl).toBe(
      "https://hitch.example",
    );
  });

  it("reads the dispatch and routing settings, radii in kilometres", () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DISPATCH_TIMEOUT_SECONDS: "90",
      DISPATCH_WAVE_SIZE: "3",
      DISPATCH_RADII_KM: "2.5, 10,10",
      ROUTING_OSRM_URL: "http://osrm.local:5000",
      ROUTING_SPEED_KMH: "60",
    });
    expect(config.dispatch).toMatchObject({ timeoutSeconds: 90, waveSize: 3, radiiMeters: [2500, 10_000, 10_000] });
    expect(config.routing).toMatchObject({ osrmUrl: "http://osrm.local:5000", speedKmh: 60 });
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: "" }).port).toBe(3000);
  });

  it.each([
    ["PORT", { PORT: "eighty" }],
    ["PORT", { PORT: "70000" }],
    ["LINK_TTL_HOURS", { LINK_TTL_HOURS: "0" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://localhost/db" }],
    ["PUBLIC_URL", { PUBLIC_URL: "not a url" }],
    ["ADMIN_API_KEY", { ADMIN_API_KEY: "short" }],
    ["SESSION_SECRET", { SESSION_SECRET: "short" }],
    ["OUTBOX_ENCRYPTION_KEY", { OUTBOX_ENCRYPTION_KEY: "short" }],
    ["SMS_PROVIDER", { SMS_PROVIDER: "pigeon" }],
    ["SMS_HTTP_URL", { SMS_PROVIDER: "http" }],
    ["S3_BUCKET", { STORAGE: "s3" }],
    ["SIMULATOR", { SIMULATOR: "maybe" }],
    ["DISPATCH_TIMEOUT_SECONDS", { DISPATCH_TIMEOUT_SECONDS: "-5" }],
    ["DISPATCH_WAVE_SIZE", { DISPATCH_WAVE_SIZE: "101" }],
    ["DISPATCH_RADII_KM", { DISPATCH_RADII_KM: "10,five" }],
    ["DISPATCH_RADII_KM", { DISPATCH_RADII_KM: "25,10" }],
    ["DISPATCH_WORKER_INTERVAL_MS", { DISPATCH_WORKER_INTERVAL_MS: "10" }],
    ["ROUTING_OSRM_URL", { ROUTING_OSRM_URL: "ftp://router" }],
    ["ROUTING_DETOUR_FACTOR", { ROUTING_DETOUR_FACTOR: "9" }],
  ])("names %s when its value is bad", (variable, env) => {
    const problems = problemsOf(env);
    expect(problems.some((p) => p.startsWith(`${variable}:`))).toBe(true);
  });

  it("reports every bad variable at once", () => {
    const problems = problemsOf({ PORT: "x", LINK_TTL_HOURS: "y", REQUEST_TIMEOUT_SECONDS: "0" });
    expect(problems).toHaveLength(3);
    expect(problems[2]).toMatch(/^REQUEST_TIMEOUT_SECONDS: /);
  });

  it("is a development start (the demo) unless NODE_ENV=production, which refuses the simulated drivers", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).demo).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: "test" }).demo).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: "production" }).demo).toBe(false);
    expect(problemsOf({ NODE_ENV: "production", SIMULATOR: "on" })).toEqual([
      "SIMULATOR: must not be on when NODE_ENV=production",
    ]);
  });
});
