import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, uniqueName, type TestApp } from "../../testing/test-app.ts";
import { consolePost, cookiesOf, newOperator, signIn, TEST_PASSWORD, totpNow } from "../operators/test-support.ts";

/** A platform administrator creates a service in the console; everyone else meets the route as a 404. */
describe.each(TEST_DB_KINDS)("console service creation on %s", (kind) => {
  let t: TestApp;
  let a: { id: number; name: string };
  const cookie = { admin: "", op: "" };
  const body = (name: string) => ({
    name,
    serviceLinkName: name,
    countryCode: "EE",
    defaultLanguage: "et",
    themeColor: "#112233",
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createTestService(t);
    cookie.admin = await signIn(t, (await newOperator(t, [], true)).email);
    // An administrator reaches the console's data only with a second factor.
    const enable = await consolePost(t, "/auth/two-factor/enable", { password: TEST_PASSWORD }, cookie.admin);
    const code = await totpNow(enable.json<{ totpURI: string }>().totpURI);
    const verify = await consolePost(t, "/auth/two-factor/verify-totp", { code }, cookie.admin);
    if (verify.cookies.length) cookie.admin = cookiesOf(verify);
    cookie.op = await signIn(t, (await newOperator(t, [{ service: a.name, role: "OPERATOR" }])).email);
  });
  afterAll(() => t?.close());

  it("answers 404 to an operator who is not an administrator", async () => {
    const res = await consolePost(t, "/services", body(uniqueName("sv")), cookie.op);
    expect(res.statusCode).toBe(404);
  });

  it("creates the service, audits it, and refuses a duplicate name with 409 SERVICE_EXISTS", async () => {
    const name = uniqueName("sv");
    const res = await consolePost(t, "/services", body(name), cookie.admin);
    expect(res.statusCode).toBe(201);
    const created = res.json<{ name: string; themeColor: string }>();
    expect(created.name).toBe(name);
    const audit = await t.app.inject({
      method: "GET",
      url: "/api/v1/console/audit?action=service.create",
      headers: { cookie: cookie.admin },
    });
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json())).toContain(name);

    const again = await consolePost(t, "/services", body(name), cookie.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, code: "SERVICE_EXISTS" });
  });

  it("answers 400 to bad input", async () => {
    const res = await consolePost(t, "/services", { ...body(uniqueName("sv")), themeColor: "red" }, cookie.admin);
    expect(res.statusCode).toBe(400);
  });
});
