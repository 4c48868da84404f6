import { createOTP } from "@better-auth/utils/otp";
import { base32 } from "@better-auth/utils/base32";
import type { LightMyRequestResponse } from "fastify";
import type { OperatorRole } from "../../db/schema/operators.ts";
import { uniqueName, type TestApp } from "../../testing/test-app.ts";
import { createOperator } from "./operator-accounts.ts";

export const TEST_PASSWORD = "correct horse battery";

/** The `cookie` header carrying every cookie the response set (better-auth sets several). */
export function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

export const consolePost = (t: TestApp, path: string, payload: unknown, cookie = "") =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/console${path}`,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });

/** A new operator of the given services (or a platform administrator), with the test password. */
export async function newOperator(
  t: TestApp,
  memberships: { service: string; role: OperatorRole }[] = [],
  platformAdmin = false,
) {
  const email = `${uniqueName("op")}@example.com`;
  const { id } = await createOperator(t.app.appContext.operatorAuth, t.db, {
    email,
    name: "Test Operator",
    password: TEST_PASSWORD,
    platformAdmin,
    memberships,
  });
  return { id, email };
}

/** Signs in (no second factor) and answers the cookie header of the session. */
export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD) {
  const res = await consolePost(t, "/auth/sign-in/email", { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookiesOf(res);
}

/** The current TOTP code for a secret as better-auth stores it in its otpauth URI (base32). */
export function totpNow(totpUri: string) {
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";
  return createOTP(base32.decode(secret)).totp();
}

/** A new towing-company dispatcher of the named company (made when new), with the test password. */
export async function newDispatcher(t: TestApp, towingCompany: string) {
  const email = `${uniqueName("disp")}@example.com`;
  const { id } = await createOperator(t.app.appContext.operatorAuth, t.db, {
    email,
    name: "Test Dispatcher",
    password: TEST_PASSWORD,
    towingCompany,
  });
  return { id, email };
}

/** A new platform administrator signed in with their second factor enrolled, as the console's data requires. */
export async function signInAdministrator(t: TestApp) {
  const admin = await newOperator(t, [], true);
  let cookie = await signIn(t, admin.email);
  const enable = await consolePost(t, "/auth/two-factor/enable", { password: TEST_PASSWORD }, cookie);
  const code = await totpNow(enable.json<{ totpURI: string }>().totpURI);
  const verify = await consolePost(t, "/auth/two-factor/verify-totp", { code }, cookie);
  if (verify.cookies.length) cookie = cookiesOf(verify);
  return { ...admin, cookie };
}
