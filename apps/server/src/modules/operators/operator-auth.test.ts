import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { consolePost, cookiesOf, newOperator, signIn, TEST_PASSWORD } from "./test-support.ts";

describe.each(TEST_DB_KINDS)("operator sign-in on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const session = (cookie: string) =>
    t.app.inject({ method: "GET", url: "/api/v1/console/auth/get-session", headers: { cookie } });

  it("signs an operator in with e-mail and password and keeps the session in the database", async () => {
    const { email } = await newOperator(t);
    const res = await consolePost(t, "/auth/sign-in/email", { email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const cookie = cookiesOf(res);
    expect(cookie).toContain("hitch_console.session_token=");
    const current = await session(cookie);
    expect(current.json()).toMatchObject({ user: { email } });
  });

  it("refuses a wrong password without saying whether the e-mail exists", async () => {
    const { email } = await newOperator(t);
    const wrong = await consolePost(t, "/auth/sign-in/email", { email, password: "not the password" });
    const unknown = await consolePost(t, "/auth/sign-in/email", { email: "nobody@example.com", password: "whatever" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().code).toBe(unknown.json().code);
  });

  it("has no sign-up: accounts are created by an administrator only", async () => {
    const res = await consolePost(t, "/auth/sign-up/email", {
      email: "self@example.com",
      name: "Self",
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it("ends the session on sign-out", async () => {
    const { email } = await newOperator(t);
    const cookie = await signIn(t, email);
    expect((await consolePost(t, "/auth/sign-out", {}, cookie)).statusCode).toBe(200);
    expect((await session(cookie)).json()).toBeNull();
  });
});

describe("operator sign-in limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { config: { consoleSignInPerMinute: 3 } });
  });
  afterAll(() => t?.close());

  it("answers 429 once an address has tried too often in a minute, even with the right password", async () => {
    const { email } = await newOperator(t);
    for (let i = 0; i < 3; i++)
      expect((await consolePost(t, "/auth/sign-in/email", { email, password: "wrong guess" })).statusCode).toBe(401);
    const res = await consolePost(t, "/auth/sign-in/email", { email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
  });
});
