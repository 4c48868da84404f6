import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { consolePost, cookiesOf, newOperator, TEST_PASSWORD, totpNow } from "./test-support.ts";

// Each sign-in is a password hash, one at a time per instance: on a busy machine a test takes minutes.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });
/** A sign-in from `address`, carrying `cookie` (a browser's cookies) when given. */
const signInFrom = (t: TestApp, address: string, email: string, password: string, cookie = "") =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/console/auth/sign-in/email",
    remoteAddress: address,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    payload: { email, password },
  });

describe.each(TEST_DB_KINDS)("console sign-in limits on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { consoleSignInPerMinute: 5, consoleAccountFailures: 10 } });
  });
  afterAll(() => t?.close());

  it("lets eight operators behind one address sign in within a minute: successes are not counted", async () => {
    const operators = await Promise.all([1, 2, 3].map(() => newOperator(t)));
    for (let i = 0; i < 8; i++) {
      const res = await signInFrom(t, "10.1.0.1", operators[i % 3].email, TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
    }
  });

  it("refuses an address after five failed sign-ins in a minute, the right password included", async () => {
    const { email } = await newOperator(t);
    for (let i = 0; i < 5; i++) expect((await signInFrom(t, "10.2.0.1", email, "wrong guess")).statusCode).toBe(401);
    const res = await signInFrom(t, "10.2.0.1", email, TEST_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ statusCode: 429, code: "RATE_LIMITED" });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    // Another address of the office is not held back by it.
    expect((await signInFrom(t, "10.2.0.2", email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("cuts off 60 wrong passwords from 60 addresses after ten, and keeps the owner's browser signing in", async () => {
    const { email } = await newOperator(t);
    const owner = cookiesOf(await signInFrom(t, "10.3.0.1", email, TEST_PASSWORD));
    expect(owner).toContain("hitch_console.known_client=");

    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await signInFrom(t, `10.4.${i}.1`, email, `guess ${i}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(50).fill(429));

    // The right password from a browser that never signed in to the account waits too (else the limit
    // would tell a guesser which guess was right) ...
    const stranger = await signInFrom(t, "10.5.0.1", email, TEST_PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({ statusCode: 429, code: "ACCOUNT_RATE_LIMITED" });
    // ... but the owner's browser is let through.
    expect((await signInFrom(t, "10.3.0.1", email, TEST_PASSWORD, owner)).statusCode).toBe(200);
  });

  it("counts an unknown e-mail like a known one, so that the limit tells nothing about who has an account", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await signInFrom(t, `10.6.${i}.1`, "nobody-at-all@example.com", "guess")).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it("gives a known browser one failure, then counts it like any other", async () => {
    const { email } = await newOperator(t);
    let browser = cookiesOf(await signInFrom(t, "10.7.0.1", email, TEST_PASSWORD));
    for (let i = 0; i < 10; i++) await signInFrom(t, `10.8.${i}.1`, email, "guess");
    const failed = await signInFrom(t, "10.7.0.1", email, "a typo", browser);
    expect(failed.statusCode).toBe(401);
    // Its cookie no longer names the account: a stolen cookie buys one guess, not a way round the limit.
    browser = cookiesOf(failed);
    expect((await signInFrom(t, "10.7.0.1", email, TEST_PASSWORD, browser)).json()).toMatchObject({
      code: "ACCOUNT_RATE_LIMITED",
    });
  });
});

describe("password hashing at once", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      config: { consoleSignInPerMinute: 1000, passwordHashConcurrency: 1, passwordHashQueueLength: 4 },
    });
  });
  afterAll(() => t?.close());

  it("computes at most the configured number of hashes at once, and answers the rest 503 SERVER_BUSY", async () => {
    const accounts = await Promise.all(Array.from({ length: 3 }, () => newOperator(t)));
    const hashing = t.app.appContext.operatorAuth.passwordHashing.queue;
    hashing.peakRunning = 0;
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => signInFrom(t, `10.9.${i}.1`, accounts[i % 3].email, `guess ${i}`)),
    );
    expect(hashing.peakRunning).toBe(1);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(5);
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0].json()).toEqual({ statusCode: 503, code: "SERVER_BUSY" });
    expect(busy[0].headers["retry-after"]).toBe("5");
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
  });
});

describe.each(TEST_DB_KINDS)("second factor at sign-in on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { consoleSignInPerMinute: 5, consoleAccountFailures: 10 } });
  });
  afterAll(() => t?.close());

  /** An administrator with an authenticator and ten backup codes; `browser` is the cookie of the desk they use. */
  async function enrolledAdministrator() {
    const admin = await newOperator(t, [], true);
    const first = await signInFrom(t, "10.20.0.1", admin.email, TEST_PASSWORD);
    const session = cookiesOf(first);
    const enable = await consolePost(t, "/auth/two-factor/enable", { password: TEST_PASSWORD }, session);
    const { totpURI, backupCodes } = enable.json<{ totpURI: string; backupCodes: string[] }>();
    const enrolled = await consolePost(t, "/auth/two-factor/verify-totp", { code: await totpNow(totpURI) }, session);
    expect(enrolled.statusCode).toBe(200);
    return {
      ...admin,
      totpURI,
      backupCodes,
      browser: session
        .split("; ")
        .filter((c) => c.startsWith("hitch_console.known_client="))
        .join("; "),
    };
  }

  /** The password step from `address`: answers the cookie of its second-factor challenge (and the browser's). */
  async function challenge(email: string, address: string, browser = "") {
    const res = await signInFrom(t, address, email, TEST_PASSWORD, browser);
    expect(res.json()).toMatchObject({ twoFactorRedirect: true });
    return [browser, cookiesOf(res)].filter(Boolean).join("; ");
  }

  const code = (path: string, cookie: string, address: string, value: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/console/auth/two-factor/${path}`,
      remoteAddress: address,
      headers: { origin: t.config.publicUrl, cookie },
      payload: { code: value },
    });

  it("signs in with a backup code once, says how many are left, and refuses the same code again", async () => {
    const admin = await enrolledAdministrator();
    const withBackupCode = async () =>
      code("verify-backup-code", await challenge(admin.email, "10.21.0.1"), "10.21.0.1", admin.backupCodes[0]);
    const used = await withBackupCode();
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ backupCodesLeft: 9, user: { email: admin.email } });
    const me = await t.app.inject({ method: "GET", url: "/api/v1/console/me", headers: { cookie: cookiesOf(used) } });
    expect(me.statusCode).toBe(200);

    const again = await withBackupCode();
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: "INVALID_BACKUP_CODE" });
  });

  it("after ten wrong codes from elsewhere, refuses strangers but lets the owner's browser in with the right code", async () => {
    const admin = await enrolledAdministrator();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const address = `10.22.${i}.1`;
      statuses.push((await code("verify-totp", await challenge(admin.email, address), address, "000000")).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);

    // A stranger with the password and even the right code is refused: the limit must not tell right from wrong.
    const stranger = await code(
      "verify-totp",
      await challenge(admin.email, "10.23.0.1"),
      "10.23.0.1",
      await totpNow(admin.totpURI),
    );
    expect(stranger.json()).toEqual({ statusCode: 429, code: "ACCOUNT_RATE_LIMITED" });

    const owner = await code(
      "verify-totp",
      await challenge(admin.email, "10.20.0.1", admin.browser),
      "10.20.0.1",
      await totpNow(admin.totpURI),
    );
    expect(owner.statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/v1/console/me", headers: { cookie: cookiesOf(owner) } });
    expect(me.statusCode).toBe(200);
  });

  it("limits wrong codes per address to five a minute", async () => {
    const admin = await enrolledAdministrator();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const cookie = await challenge(admin.email, "10.24.0.1");
      statuses.push((await code("verify-totp", cookie, "10.24.0.1", "000000")).statusCode);
      statuses.push((await code("verify-backup-code", cookie, "10.24.0.1", "aaaaa-bbbbb")).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
