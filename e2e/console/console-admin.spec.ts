import { expect, request, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_BASE_URL } from "../fixtures/env.ts";
import { ensureTestService } from "../tracking/dispatch-fixtures.ts";
import { createConsoleOperator, PASSWORD, signIn } from "./console-fixtures.ts";
import { keepScreenshot } from "../fixtures/screenshots.ts";

// The console's administration at desktop size: a service's API keys (made, used, revoked), the audit
// log's filters, and the QR code an administrator scans at enrolment.
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

const SERVICE = "e2e-console-admin";

test.beforeAll(async () => {
  await ensureTestService(SERVICE);
});

test("an operator creates an API key, sees it once, the key reaches only its service, and revoking it stops it", async ({
  page,
}, testInfo) => {
  // Its own name on each attempt: a retry's list still holds the key the failed attempt made.
  const keyName = `Claims system ${testInfo.retry + 1}`;
  const email = await createConsoleOperator([{ service: SERVICE, role: "OPERATOR" }]);
  await signIn(page, email);
  await page.getByRole("link", { name: "Services" }).click();
  await expect(page.getByRole("heading", { name: "API keys" })).toBeVisible();

  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText("This field is required.")).toBeVisible();
  await page.getByLabel("Key name").fill(keyName);
  await page.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByRole("status").filter({ hasText: "Copy it now" });
  await expect(shown).toBeVisible();
  const key = (await page.getByTestId("new-api-key").innerText()).trim();
  expect(key).toMatch(/^hitch_sk_/);
  const row = page.getByRole("row").filter({ hasText: keyName });
  await expect(row).toContainText("Never");
  await expect(row).toContainText("Active");
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "services-api-keys", { fullPage: true });

  const api = await request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Authorization: `Bearer ${key}` } });
  const services = await api.get("/api/v1/admin/services");
  expect(services.status()).toBe(200);
  expect((await services.json()).map((s: { name: string }) => s.name)).toEqual([SERVICE]);
  const platformOnly = await api.get("/api/v1/admin/drivers");
  expect(platformOnly.status()).toBe(403);
  expect((await platformOnly.json()).code).toBe("PLATFORM_KEY_REQUIRED");

  // The list notes the use after a reload; revoking asks first, then the key stops at once.
  await page.reload();
  await expect(row).not.toContainText("Never");
  // The question is the console's own dialog, naming the key; Cancel keeps it working.
  const revokeButton = row.getByRole("button", { name: `Revoke key ${keyName}` });
  await revokeButton.click();
  const confirm = page.getByRole("dialog", { name: `Revoke the key “${keyName}”?` });
  await expect(confirm).toContainText("Systems that use it stop working at once.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(revokeButton).toBeFocused();
  await expect(row).toContainText("Active");
  expect((await api.get("/api/v1/admin/services")).status()).toBe(200);

  await revokeButton.click();
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "services-api-key-revoke", { fullPage: true });
  await confirm.getByRole("button", { name: "Revoke", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText("Revoked");
  await expect(shown).toHaveCount(0);
  expect((await api.get("/api/v1/admin/services")).status()).toBe(401);
  await api.dispose();

  // The audit log, filtered on the server by action and record type, shows both writes.
  await page.getByRole("link", { name: "Audit log" }).click();
  await page.getByLabel("Operator").fill(email);
  await page.getByLabel("Record type").fill("api-key");
  await expect(page.getByRole("row")).toHaveCount(3);
  await page.getByLabel("Action").fill("api-key.revoke");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row").nth(1)).toContainText(keyName);
  const today = new Date().toLocaleDateString("en-CA");
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByLabel("To", { exact: true }).fill("2020-01-01");
  await expect(page.getByText("No entries")).toBeVisible();
  await page.getByLabel("To", { exact: true }).fill(today);
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "audit-filters", { fullPage: true });
});

test("an operator changes the service's colour and legal entity, seeing the landing's preview change first", async ({
  page,
}) => {
  const email = await createConsoleOperator([{ service: SERVICE, role: "OPERATOR" }]);
  await signIn(page, email);
  await page.getByRole("link", { name: "Services" }).click();
  const preview = page.getByRole("figure", { name: "Preview of the customer's landing page" });
  await expect(preview).toContainText("How can we help?");

  await page.getByLabel("Brand colour").fill("#0a7d3b");
  // The preview repaints before anything is saved: its header's line is the new colour.
  await expect(preview.locator("div").first()).toHaveCSS("border-bottom-color", "rgb(10, 125, 59)");
  await page.getByLabel("Company name").fill("Abi Kindlustus AS");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("This field is required.").first()).toBeVisible();
  await page.getByLabel("Registry code").fill("10101010");
  await page.getByLabel("Address").fill("Pärnu mnt 1, Tallinn");
  await page.getByLabel("Contact", { exact: true }).fill("info@abi.ee");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  await expect(preview).toContainText("Abi Kindlustus AS");
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "services-settings", { fullPage: true });

  // The customer's own theme now carries the colour.
  const theme = await page.request.get(`/api/v1/public/theme/${SERVICE}`);
  expect(await theme.text()).toContain("#0a7d3b");
});

test("a viewer sees the service's keys but cannot create or revoke one", async ({ page }) => {
  const email = await createConsoleOperator([{ service: SERVICE, role: "VIEWER" }]);
  await signIn(page, email);
  await page.getByRole("link", { name: "Services" }).click();
  await expect(page.getByText("Your role on this service is read only: you can see its keys")).toBeVisible();
  await expect(page.getByText("Your role on this service is read only.", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create key" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Revoke/ })).toHaveCount(0);
  await expect(page.getByLabel("Brand colour")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save settings" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("enrolment shows the authenticator key as a QR code beside the text key", async ({ page }) => {
  const email = await createConsoleOperator([], true);
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Set up your second factor" })).toBeVisible();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  const qr = page.getByRole("img", { name: "Scannable key for your authenticator app" });
  await expect(qr).toBeVisible();
  await expect(qr.locator("svg path").first()).toBeAttached();
  await expect(page.getByTestId("totp-secret")).not.toBeEmpty();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "enrol-qr", { fullPage: true });
});
