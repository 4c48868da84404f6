import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/outbox.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { consolePost, newOperator, signIn } from "./test-support.ts";

describe.each(TEST_DB_KINDS)("operator password reset on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  /** The reset e-mail's one-time link, as the operator's mailbox would show it. */
  const resetMail = async (email: string) => {
    await t.flushOutbox();
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
    return { mail, text: t.deliveredEmails.get(mail.id) ?? "" };
  };

  it("e-mails a one-time link through the outbox that sets a new password and ends the old sessions", async () => {
    const { email } = await newOperator(t);
    const oldSession = await signIn(t, email);
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/v1/console/auth/request-password-reset",
      headers: { origin: t.config.publicUrl, "accept-language": "et-EE,et;q=0.9,en;q=0.5" },
      payload: { email, redirectTo: "/console/reset-password" },
    });
    expect(asked.statusCode).toBe(200);

    const { mail, text } = await resetMail(email);
    expect(mail).toMatchObject({ purpose: "OPERATOR_PASSWORD_RESET", language: "et" });
    expect(mail.subject).toBe("Hitchi konsool: parooli lähtestamine");
    const url = /https?:\/\/\S+/.exec(text)?.[0] ?? "";
    expect(url).toContain("/api/v1/console/auth/reset-password/");
    const token = new URL(url).pathname.split("/").at(-1)!;
    // The outbox's readable copy (and the request log) never holds the token.
    expect(mail.body).not.toContain(token);

    const reset = await consolePost(t, "/auth/reset-password", { token, newPassword: "a brand new password" });
    expect(reset.statusCode).toBe(200);
    expect(
      (await consolePost(t, "/auth/reset-password", { token, newPassword: "another new password" })).statusCode,
    ).toBe(400);
    await signIn(t, email, "a brand new password");
    const old = await t.app.inject({ method: "GET", url: "/api/v1/console/me", headers: { cookie: oldSession } });
    expect(old.statusCode).toBe(401);
  });

  it("ends every other reset link of the account when one of them sets the password", async () => {
    const { email } = await newOperator(t);
    const ask = () => consolePost(t, "/auth/request-password-reset", { email, redirectTo: "/console/reset-password" });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    await t.flushOutbox();
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
    const tokens = mails.map((mail) => {
      const url = /https?:\/\/\S+/.exec(t.deliveredEmails.get(mail.id) ?? "")?.[0] ?? "";
      return new URL(url).pathname.split("/").at(-1)!;
    });
    expect(new Set(tokens).size).toBe(2);

    const first = await consolePost(t, "/auth/reset-password", {
      token: tokens[0],
      newPassword: "the password I chose",
    });
    expect(first.statusCode).toBe(200);
    const second = await consolePost(t, "/auth/reset-password", {
      token: tokens[1],
      newPassword: "someone else's idea",
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: "INVALID_TOKEN" });
    await signIn(t, email, "the password I chose");
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const res = await consolePost(t, "/auth/request-password-reset", {
      email: "nobody-here@example.com",
      redirectTo: "/console/reset-password",
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, "nobody-here@example.com"))).toEqual([]);
  });
});
