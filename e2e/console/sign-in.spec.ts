import { expect, request, test, type Page } from "@playwright/test";
import { createOTP } from "@better-auth/utils/otp";
import { base32 } from "@better-auth/utils/base32";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_OWN_PORT_BASE } from "../fixtures/env.ts";
import { startOwnServer, type OwnServer } from "../fixtures/own-server.ts";
import { keepScreenshot } from "../fixtures/screenshots.ts";
import { createConsoleOperator, enrolNewAdministrator, PASSWORD } from "./console-fixtures.ts";

// Console sign-in with the real limits (the shared e2e server lifts them for the suite): a shift of operators
// behind one address signs in at once; an administrator without their phone signs in with a backup code, once
// per code; an ended session and a disabled account are told so in words.
const PORT_OFFSET = 61;
const BASE_URL = `http://127.0.0.1:${E2E_OWN_PORT_BASE + PORT_OFFSET}`;

let server: OwnServer | undefined;

test.describe.configure({ mode: "serial", timeout: 150_000 });
test.use({ baseURL: BASE_URL, viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer("console-sign-in", PORT_OFFSET, { RATE_LIMIT_CONSOLE_SIGN_IN_PER_MINUTE: "5" });
});
test.afterAll(async () => server?.stop());

/** The screen at the console's two sizes, light and dark (the console keeps its light theme in both). */
async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ["1440", { width: 1440, height: 900 }],
    ["768", { width: 768, height: 1024 }],
  ] as const)
    for (const colorScheme of ["light", "dark"] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await keepScreenshot(page, `sign-in-${name}-${size}-${colorScheme}`, { fullPage: true });
    }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
}

async function passwordStep(page: Page, email: string, password = PASSWORD) {
  await page.goto("/console");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("six operators behind one address sign in within a minute; a wrong password is refused in words", async ({
  browser,
}) => {
  const emails = await Promise.all(
    Array.from({ length: 6 }, () => createConsoleOperator([{ service: "demo", role: "OPERATOR" }], false, BASE_URL)),
  );
  for (const email of emails) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await passwordStep(page, email);
    await expect(page.getByRole("heading", { name: "Live board" })).toBeVisible();
    await context.close();
  }
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await passwordStep(page, emails[0], "not the password");
  await expect(page.getByRole("alert")).toHaveText("Wrong e-mail or password.");
  await context.close();
});

test("an administrator without their phone signs in with a backup code, which works once", async ({ page }) => {
  const { email, backupCodes } = await enrolNewAdministrator(page, BASE_URL);
  expect(backupCodes).toHaveLength(10);
  await page.getByRole("button", { name: "Sign out" }).click();

  // The phone is lost: the code step offers the backup codes.
  await passwordStep(page, email);
  await expect(page.getByText("Enter the six-digit code from your authenticator app.")).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "code-step");
  await page.getByRole("button", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill("not a code");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(
    page.getByText("Enter the code as it was shown: ten letters and digits, like ab1cd-23efg."),
  ).toBeVisible();
  await page.getByLabel("Backup code").fill(backupCodes[0]);
  await expectNoAxeViolations(page);
  await shoot(page, "backup-code");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("status")).toContainText("You are signed in with a backup code.");
  await expect(page.getByRole("status")).toContainText("Backup codes left: 9");
  await expectNoAxeViolations(page);
  await shoot(page, "backup-used");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Live board" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();

  // The same code a second time is refused in words; a code typed without its dash still counts as one.
  await passwordStep(page, email);
  await page.getByRole("button", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill(backupCodes[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText("That backup code is not right, or it has been used already.");
  await shoot(page, "backup-code-used-again");
  await page.getByLabel("Backup code").fill(backupCodes[1].replace("-", ""));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("status")).toContainText("Backup codes left: 8");
});

test("an ended session and a disabled account are told so in words", async ({ page }) => {
  const email = await createConsoleOperator([{ service: "demo", role: "OPERATOR" }], false, BASE_URL);
  await passwordStep(page, email);
  await expect(page.getByRole("heading", { name: "Live board" })).toBeVisible();

  // The session ends elsewhere (here: signed out through the API with the same cookie): the open console says so
  // at once (its board stream ends, and opening it again is refused), not at the operator's next step.
  expect(
    (await page.request.post("/api/v1/console/auth/sign-out", { data: {}, headers: { origin: BASE_URL } })).status(),
  ).toBe(200);
  await expect(page.getByRole("alert")).toHaveText("Your session has ended. Sign in again.", { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "session-ended");

  // Signed in again, an administrator disables the account: the open board hears it at once and says so.
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Live board" })).toBeVisible();
  await disableThroughConsole(email);
  await expect(page.getByRole("alert")).toHaveText("Your session has ended. Sign in again.", { timeout: 15_000 });
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This account is disabled. Ask a platform administrator to enable it again.",
  );
  await expectNoAxeViolations(page);
  await shoot(page, "account-disabled");
});

/** A platform administrator of the console API (second factor enrolled, as its routes require) disables `email`. */
async function disableThroughConsole(email: string) {
  const adminEmail = await createConsoleOperator([], true, BASE_URL);
  const api = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
  const post = async (path: string, data: object) => {
    const res = await api.post(`/api/v1/console${path}`, { data });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  await post("/auth/sign-in/email", { email: adminEmail, password: PASSWORD });
  const { totpURI } = (await post("/auth/two-factor/enable", { password: PASSWORD })) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  await post("/auth/two-factor/verify-totp", { code: await createOTP(base32.decode(secret)).totp() });
  const operators = (await (await api.get("/api/v1/console/operators")).json()) as { id: string; email: string }[];
  await post(`/operators/${operators.find((o) => o.email === email)!.id}/disable`, {});
  await api.dispose();
}
