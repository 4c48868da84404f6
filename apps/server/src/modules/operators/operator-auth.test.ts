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

describe("creating operators through the operator API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t?.close());

  const create = (payload: Record<string, unknown>, headers: Record<string, string> = t.operator) =>
    t.app.inject({ method: "POST", url: "/api/v1/admin/operators", headers, payload });

  it("creates an account that can sign in, and refuses the same e-mail twice", async () => {
    const body = { email: "Liis@Example.com", name: "Liis", password: TEST_PASSWORD };
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: "liis@example.com" });
    expect(
      (await consolePost(t, "/auth/sign-in/email", { email: "liis@example.com", password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await create(body)).json()).toEqual({ statusCode: 409, code: "OPERATOR_EXISTS" });
  });

  it("needs the API key, a known service and a long enough password", async () => {
    const body = { email: "x@example.com", name: "X", password: TEST_PASSWORD };
    expect((await create(body, {})).statusCode).toBe(401);
    const unknown = await create({ ...body, memberships: [{ service: "no-such-service", role: "OPERATOR" }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("SERVICE_NOT_FOUND");
    expect((await create({ ...body, password: "short" })).statusCode).toBe(400);
  });
});
