import { expect, request, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_BASE_URL } from "../fixtures/env.ts";
import { fileAccidentClaim } from "./claim-fixtures.ts";
import { createConsoleOperator, signIn } from "./console-fixtures.ts";

// The Cases screen's own task: a repair handler finds an open case from the list, sets when the workshop expects
// the car, marks the delivered step done, and the list shows the case's next step.
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

test("an operator finds a case on the Cases screen, sets an estimate and advances it a step", async ({ page }) => {
  const customer = await request.newContext({ baseURL: E2E_BASE_URL });
  const claim = await fileAccidentClaim(customer);
  await customer.dispose();

  await signIn(page, await createConsoleOperator([{ service: "demo", role: "OPERATOR" }]));
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Cases" }).click();
  await expect(page.getByRole("heading", { name: "Cases", level: 1 })).toBeVisible();
  await page.getByLabel("Plate or reference").fill(claim.externalId);
  await page.getByLabel("Status").selectOption("OPEN");
  const row = page.getByRole("row").filter({ hasText: claim.externalId });
  await expect(row).toContainText("Vehicle delivered to the workshop");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("cases-list.png") });

  await row.getByRole("link", { name: claim.externalId }).click();
  await expect(page.getByRole("heading", { name: `Case ${claim.externalId}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Repair steps: 1 of 9 done" })).toBeVisible();

  // The workshop expects the car on a day: the step shows it in the console's language.
  const estimate = page.getByRole("region", { name: "Estimate" });
  await estimate.getByLabel("Step").selectOption({ label: "Vehicle delivered to the workshop" });
  await estimate.getByLabel("Day").fill("2030-03-14");
  await estimate.getByRole("button", { name: "Set estimate" }).click();
  await expect(page.getByText("Estimated: Mar 14, 2030")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Mark done: Vehicle delivered to the workshop" }).click();
  await expect(page.getByRole("heading", { name: "Repair steps: 2 of 9 done" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("case-advanced.png"), fullPage: true });

  await page.getByRole("link", { name: "← Cases" }).click();
  await page.getByLabel("Plate or reference").fill(claim.externalId);
  await expect(page.getByRole("row").filter({ hasText: claim.externalId })).toContainText("Diagnostics");
});
