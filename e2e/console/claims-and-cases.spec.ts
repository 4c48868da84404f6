import { readFile } from "node:fs/promises";
import { expect, request, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_BASE_URL } from "../fixtures/env.ts";
import { fileAccidentClaim } from "./claim-fixtures.ts";
import { createConsoleOperator, signIn } from "./console-fixtures.ts";

// A claims handler finds a filed claim in the console, reads everything the customer entered, downloads
// it as a PDF; then moves its repair case a step on and sees the message that told the customer.
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

test("an operator finds a claim, reads it whole, downloads its PDF, and completes a step of its case", async ({
  page,
}) => {
  const customer = await request.newContext({ baseURL: E2E_BASE_URL });
  const claim = await fileAccidentClaim(customer);
  await customer.dispose();

  const email = await createConsoleOperator([{ service: "demo", role: "OPERATOR" }]);
  await signIn(page, email);
  await page.getByRole("link", { name: "Claims" }).click();
  await expect(page.getByRole("heading", { name: "Claims" })).toBeVisible();
  await page.getByLabel("Search").fill(claim.externalId);
  await page.getByLabel("Incident").selectOption({ label: "Traffic accident" });
  const row = page.getByRole("row").filter({ hasText: claim.externalId });
  await expect(row).toContainText("Submitted");
  await expect(row).toContainText("123ABC");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("claims-list.png") });

  await row.getByRole("link", { name: claim.externalId }).click();
  await expect(page.getByRole("heading", { name: `Claim ${claim.externalId}` })).toBeVisible();
  await expect(page.getByText("Mari Maasikas")).toBeVisible();
  await expect(page.getByText("Reversed into a post in the car park.")).toBeVisible();
  await expect(page.getByText(claim.workshop.name)).toBeVisible();
  await expect(page.getByRole("img", { name: "Vehicle diagram, damaged areas marked: 2" })).toBeVisible();
  await expect(page.getByTestId("damage-diagram").locator('[data-chosen="true"]')).toHaveCount(2);
  const photo = page.getByRole("img", { name: "Damage photo 1" });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveJSProperty("naturalWidth", 800);
  // The long claim page scrolled to its photos: the navigation stays beside it, top to bottom.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link", { name: "Live board" })).toBeInViewport();
  await expect(nav.getByRole("button", { name: "Sign out" })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath("claim-page-scrolled.png") });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("claim-page.png"), fullPage: true });

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`claim-${claim.externalId}.pdf`);
  await download.saveAs(test.info().outputPath("claim.pdf"));
  const pdf = (await readFile(await download.path())).toString("latin1");
  expect(pdf.startsWith("%PDF-")).toBe(true);
  expect(pdf).toContain(`(Claim ${claim.externalId})`);

  await page.getByRole("link", { name: "Open the case" }).click();
  await expect(page.getByRole("heading", { name: `Case ${claim.externalId}` })).toBeVisible();
  await expect(page.getByText("No messages sent yet.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Mark done: Vehicle delivered to the workshop" }).click();
  await expect(page.getByRole("heading", { name: "Repair steps: 2 of 9 done" })).toBeVisible();
  const messages = page.getByRole("region", { name: "Messages to the customer" });
  await expect(messages.getByRole("row").filter({ hasText: "SMS" })).toHaveCount(1);
  await expect(messages.getByRole("row").filter({ hasText: "mari@example.ee" })).toHaveCount(1);
  // The operators' copy: the status link is there, its code masked.
  await expect(messages.getByRole("row").filter({ hasText: "SMS" })).toContainText("code=…");
  await page.reload();
  await expect(messages.getByRole("row").filter({ hasText: "SMS" })).toContainText("Sent");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("case-page.png"), fullPage: true });

  // In Estonian the same page reads in Estonian, the step's name and the messages' delivery state too.
  await page.getByLabel("Language").selectOption("et");
  await expect(page.getByRole("heading", { name: `Juhtum ${claim.externalId}` })).toBeVisible();
  await expect(page.getByText("Sõiduk töökotta toimetatud")).toBeVisible();
  await expect(page.getByRole("region", { name: "Sõnumid kliendile" })).toContainText("Saadetud");
  await page.screenshot({ path: test.info().outputPath("case-page-et.png"), fullPage: true });
});

test("another service's operator finds nothing of the claim, and a viewer reads its case without the actions", async ({
  page,
}) => {
  const customer = await request.newContext({ baseURL: E2E_BASE_URL });
  const claim = await fileAccidentClaim(customer);
  await customer.dispose();
  const viewer = await createConsoleOperator([{ service: "demo", role: "VIEWER" }]);
  await signIn(page, viewer);
  await expect(page.getByRole("link", { name: "Claims" })).toBeVisible();
  await page.goto(`/console/claims/${claim.id}`);
  await page.getByRole("link", { name: "Open the case" }).click();
  await expect(page.getByRole("heading", { name: `Case ${claim.externalId}` })).toBeVisible();
  const caseUrl = new URL(page.url()).pathname;
  await expect(page.getByText("Vehicle delivered to the workshop")).toBeVisible();
  await expect(page.getByRole("button", { name: /Mark done/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Attach" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign out" }).click();

  const other = await createConsoleOperator([{ service: "demo-lv", role: "OPERATOR" }]);
  await signIn(page, other);
  await page.getByRole("link", { name: "Claims" }).click();
  await page.getByLabel("Search").fill(claim.externalId);
  await expect(page.getByText("No claims match.")).toBeVisible();
  await page.goto(`/console/claims/${claim.id}`);
  await expect(page.getByRole("alert")).toHaveText("Not found, or not one of your services.");
  await page.goto(caseUrl);
  await expect(page.getByRole("alert")).toHaveText("Not found, or not one of your services.");
});
