import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorAuditLog } from "../../db/schema/operators.ts";
import { emailOutbox } from "../../db/schema/outbox.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, uniqueName, type TestApp } from "../../testing/test-app.ts";
import { consolePost, cookiesOf, newDispatcher, newOperator, signIn, TEST_PASSWORD, totpNow } from "./test-support.ts";

/**
 * The console's Operators screen API: platform administrators alone list, invite (by e-mail, through the
 * reset-password flow), change and disable operators; every other operator gets 404; every write is audited.
 */
describe.each(TEST_DB_KINDS)("console operators on %s", (kind) => {
  let t: TestApp;
  let a: { id: number; name: string };
  let b: { id: number; name: string };
  let adminId = "";
  const cookie: Record<"admin" | "op" | "viewer" | "dispatcher", string> = {
    admin: "",
    op: "",
    viewer: "",
    dispatcher: "",
  };
  const call = (method: "GET" | "POST" | "PATCH", url: string, who: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1/console${url}`,
      headers: { origin: t.config.publicUrl, ...(who ? { cookie: who } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const invite = (
    email: string,
    extra: Record<string, unknown> = { memberships: [{ serviceId: a.id, role: "OPERATOR" }] },
  ) => call("POST", "/operators", cookie.admin, { name: "Ivy Invitee", email, language: "lv", ...extra });
  const mailTo = async (email: string) => {
    await t.flushOutbox();
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
    return { mail, text: t.deliveredEmails.get(mail.id) ?? "" };
  };
  const auditOf = (targetId: string, action: string) =>
    t.db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.targetId, targetId), eq(operatorAuditLog.action, action)));

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createTestService(t);
    b = await createTestService(t);
    cookie.op = await signIn(t, (await newOperator(t, [{ service: a.name, role: "OPERATOR" }])).email);
    cookie.viewer = await signIn(t, (await newOperator(t, [{ service: a.name, role: "VIEWER" }])).email);
    cookie.dispatcher = await signIn(t, (await newDispatcher(t, uniqueName("Tow"))).email);
    const admin = await newOperator(t, [], true);
    adminId = admin.id;
    cookie.admin = await signIn(t, admin.email);
    const enable = await consolePost(t, "/auth/two-factor/enable", { password: TEST_PASSWORD }, cookie.admin);
    const code = await totpNow(enable.json<{ totpURI: string }>().totpURI);
    const verify = await consolePost(t, "/auth/two-factor/verify-totp", { code }, cookie.admin);
    if (verify.cookies.length) cookie.admin = cookiesOf(verify);
  });
  afterAll(() => t?.close());

  it("answers 404 on every route to a provider operator, a viewer and a dispatcher, and 401 without a session", async () => {
    const { id } = await newOperator(t, [{ service: b.name, role: "VIEWER" }]);
    const routes = [
      ["GET", "/operators", undefined],
      [
        "POST",
        "/operators",
        { name: "X", email: `${uniqueName("x")}@example.com`, language: "en", platformAdmin: true },
      ],
      ["PATCH", `/operators/${id}`, { memberships: [] }],
      ["POST", `/operators/${id}/disable`, {}],
      ["POST", `/operators/${id}/enable`, {}],
    ] as const;
    for (const who of ["op", "viewer", "dispatcher"] as const)
      for (const [method, url, body] of routes)
        expect({ who, method, url, status: (await call(method, url, cookie[who], body)).statusCode }).toEqual({
          who,
          method,
          url,
          status: 404,
        });
    for (const [method, url, body] of routes) expect((await call(method, url, "", body)).statusCode).toBe(401);
  });

  it("invites by e-mail in the invitee's language; the link sets a password that signs in", async () => {
    const email = `${uniqueName("ivy")}@example.com`;
    const res = await invite(email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email,
      platformAdmin: false,
      memberships: [{ serviceId: a.id, serviceName: a.name, role: "OPERATOR" }],
      disabled: false,
      lastSignInAt: null,
    });
    const { mail, text } = await mailTo(email);
    expect(mail).toMatchObject({
      purpose: "OPERATOR_INVITATION",
      language: "lv",
      subject: "Ielūgums uz Hitch konsoli",
    });
    expect(text).toContain("Ivy Invitee");
    const url = new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? "");
    expect(url.pathname).toMatch(/\/api\/v1\/console\/auth\/reset-password\/\S+$/);
    expect(url.searchParams.get("callbackURL")).toBe("/console/reset-password");
    const token = url.pathname.split("/").at(-1)!;
    expect(mail.body).not.toContain(token);

    // The link leads to the console's set-password page with the token, as a reset link does.
    const opened = await t.app.inject({ method: "GET", url: url.pathname + url.search });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toContain(`/console/reset-password?token=${token}`);
    expect(
      (await consolePost(t, "/auth/reset-password", { token, newPassword: "my own new password" })).statusCode,
    ).toBe(200);
    const session = await signIn(t, email, "my own new password");
    const me = await t.app.inject({ method: "GET", url: "/api/v1/console/me", headers: { cookie: session } });
    expect(me.json().services).toEqual([expect.objectContaining({ id: a.id, role: "OPERATOR" })]);

    const list = (await call("GET", "/operators", cookie.admin)).json<
      { email: string; lastSignInAt: string | null }[]
    >();
    const lastSignIn = list.find((o) => o.email === email)?.lastSignInAt;
    expect(lastSignIn).not.toBeNull();
    // Signing out ends the session but not the record of the sign-in.
    expect((await consolePost(t, "/auth/sign-out", {}, session)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/v1/console/me", headers: { cookie: session } })).statusCode,
    ).toBe(401);
    const after = (await call("GET", "/operators", cookie.admin)).json<
      { email: string; lastSignInAt: string | null }[]
    >();
    expect(after.find((o) => o.email === email)?.lastSignInAt).toBe(lastSignIn);
    const [entry] = await auditOf(res.json().id, "operator.invite");
    expect(entry).toMatchObject({ operatorId: adminId, before: null, after: expect.objectContaining({ email }) });
  });

  it("refuses a taken e-mail with 409 OPERATOR_EXISTS, an unknown service with 404, no access with 400", async () => {
    const email = `${uniqueName("dup")}@example.com`;
    expect((await invite(email)).statusCode).toBe(201);
    const again = await invite(email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("OPERATOR_EXISTS");
    const unknown = await invite(`${uniqueName("u")}@example.com`, {
      memberships: [{ serviceId: 999999, role: "VIEWER" }],
    });
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: "SERVICE_NOT_FOUND" });
    expect((await invite(`${uniqueName("n")}@example.com`, {})).statusCode).toBe(400);
  });

  it("invites a towing company's dispatcher, who sees no service", async () => {
    const company = uniqueName("Tow Co");
    const res = await invite(`${uniqueName("d")}@example.com`, { towingCompany: company });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ memberships: [], platformAdmin: false, towingCompany: { name: company } });
  });

  it("changes services and roles, audited with before and after", async () => {
    const { id } = await newOperator(t, [{ service: a.name, role: "OPERATOR" }]);
    const res = await call("PATCH", `/operators/${id}`, cookie.admin, {
      memberships: [
        { serviceId: a.id, role: "VIEWER" },
        { serviceId: b.id, role: "OPERATOR" },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().memberships).toEqual(
      expect.arrayContaining([
        { serviceId: a.id, serviceName: a.name, role: "VIEWER" },
        { serviceId: b.id, serviceName: b.name, role: "OPERATOR" },
      ]),
    );
    const [entry] = await auditOf(id, "operator.change");
    expect(entry.before).toMatchObject({ memberships: [{ serviceId: a.id, role: "OPERATOR" }] });
    expect((entry.after as { memberships: unknown[] }).memberships).toHaveLength(2);
  });

  it("disables an operator: their next request is a 401, they cannot sign in until enabled again", async () => {
    const { id, email } = await newOperator(t, [{ service: a.name, role: "OPERATOR" }]);
    const session = await signIn(t, email);
    const disabled = await call("POST", `/operators/${id}/disable`, cookie.admin, {});
    expect(disabled.json()).toMatchObject({ id, disabled: true });
    expect((await call("GET", "/me", session)).statusCode).toBe(401);
    // Told so in words, and only with the right password: a wrong one reads as any wrong password.
    const refused = await consolePost(t, "/auth/sign-in/email", { email, password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: "ACCOUNT_DISABLED" });
    const guessed = await consolePost(t, "/auth/sign-in/email", { email, password: "not the password" });
    expect(guessed.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
    expect((await call("POST", `/operators/${id}/enable`, cookie.admin, {})).json()).toMatchObject({ disabled: false });
    await signIn(t, email);
    expect(await auditOf(id, "operator.disable")).toEqual([
      expect.objectContaining({ operatorId: adminId, before: { disabled: false }, after: { disabled: true } }),
    ]);
    expect(await auditOf(id, "operator.enable")).toHaveLength(1);
  });

  it("keeps an administrator from disabling themselves or dropping their own administrator flag", async () => {
    const self = await call("POST", `/operators/${adminId}/disable`, cookie.admin, {});
    expect(self.json()).toMatchObject({ statusCode: 409, code: "CANNOT_DISABLE_SELF" });
    const demote = await call("PATCH", `/operators/${adminId}`, cookie.admin, { platformAdmin: false });
    expect(demote.json()).toMatchObject({ statusCode: 409, code: "CANNOT_REMOVE_OWN_ADMIN" });
    expect((await call("GET", "/me", cookie.admin)).json().platformAdmin).toBe(true);
  });
});
