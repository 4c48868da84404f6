import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { operatorUsers } from "../../db/schema/operators.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { consolePost, cookiesOf, newOperator, signIn, TEST_PASSWORD, totpNow } from "./test-support.ts";

/** The Operators screen's "last sign-in" is kept on the account, so it outlives the session it began. */
describe.each(TEST_DB_KINDS)("an operator's last sign-in on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const lastSignInOf = async (id: string) =>
    (await t.db.select({ at: operatorUsers.lastSignInAt }).from(operatorUsers).where(eq(operatorUsers.id, id)))[0]
      ?.at ?? null;

  it("is none before the first sign-in and stays after sign-out", async () => {
    const { id, email } = await newOperator(t);
    expect(await lastSignInOf(id)).toBeNull();
    const cookie = await signIn(t, email);
    const signedIn = await lastSignInOf(id);
    expect(signedIn).toBeInstanceOf(Date);
    expect((await consolePost(t, "/auth/sign-out", {}, cookie)).statusCode).toBe(200);
    expect(await lastSignInOf(id)).toEqual(signedIn);
  });

  it("with a second factor, counts the code's sign-in and not the password step alone", async () => {
    const { id, email } = await newOperator(t, [], true);
    const first = await signIn(t, email);
    const enable = await consolePost(t, "/auth/two-factor/enable", { password: TEST_PASSWORD }, first);
    const uri = enable.json<{ totpURI: string }>().totpURI;
    expect((await consolePost(t, "/auth/two-factor/verify-totp", { code: await totpNow(uri) }, first)).statusCode).toBe(
      200,
    );
    await consolePost(t, "/auth/sign-out", {}, first);
    const before = await lastSignInOf(id);

    const password = await consolePost(t, "/auth/sign-in/email", { email, password: TEST_PASSWORD });
    expect(password.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await lastSignInOf(id)).toEqual(before);

    const code = await consolePost(
      t,
      "/auth/two-factor/verify-totp",
      { code: await totpNow(uri) },
      cookiesOf(password),
    );
    expect(code.statusCode).toBe(200);
    expect((await lastSignInOf(id))!.getTime()).toBeGreaterThan(before!.getTime());
  });
});
