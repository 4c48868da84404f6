import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { DEMO_PLATE, fileClaim, operatorCase } from "./case-fixtures.ts";

// Times are shown in the phone's zone: pin it so the expected texts are fixed.
test.use({ timezoneId: "Europe/Tallinn" });

const step = (page: Page, name: string) => page.locator(`[data-step="${name}"]`);
const nextStep = (page: Page) => page.getByTestId("case-next-step");

test("a case advanced step by step by the operator shows each step's wording, state and time", async ({ page }) => {
  const filed = await fileClaim(page.request);
  const ops = await operatorCase(filed.caseId);
  await page.goto(`/cases/status?claimId=${filed.claimId}`);

  await expect(page.getByRole("heading", { name: "Repair progress" })).toBeVisible();
  await expect(page.getByTestId("case-plate")).toHaveText(DEMO_PLATE);
  await expect(page.getByText("1 of 9 steps done")).toBeVisible();
  await expect(step(page, "CASE_REGISTERED")).toHaveAttribute("data-state", "done");
  await expect(step(page, "CASE_REGISTERED")).toContainText("Case registered");
  await expect(step(page, "VEHICLE_DELIVERED")).toHaveAttribute("aria-current", "step");
  await expect(nextStep(page)).toContainText("Vehicle delivery to the workshop");
  await expect(page.locator("[data-step]")).toHaveCount(9);

  const workshop = page.getByTestId("case-workshop");
  await expect(workshop).toContainText(filed.workshop.name);
  await expect(workshop).toContainText(filed.workshop.address);
  await expect(workshop.getByRole("link", { name: "Call the workshop" })).toHaveAttribute(
    "href",
    `tel:${filed.workshop.phone.replace(/[^\d+]/g, "")}`,
  );
  // Pixel 7 is an Android phone: directions hand over to its maps app.
  await expect(workshop.getByRole("link", { name: "Directions" })).toHaveAttribute(
    "href",
    /^geo:\d+\.\d+,\d+\.\d+\?q=/,
  );
  await expectNoAxeViolations(page);

  // DATE: a day only; TIMESTAMP: a local date and time; NONE: no time.
  await ops.estimate("VEHICLE_DELIVERED", { estimationType: "DATE", estimatedDate: "2026-12-01" });
  await ops.estimate("ESTIMATED_DIAGNOSTICS", { estimationType: "TIMESTAMP", estimatedTime: "2026-12-03T10:00:00Z" });
  await page.reload();
  await expect(nextStep(page)).toContainText("Estimated: December 1, 2026");
  await expect(step(page, "ESTIMATED_DIAGNOSTICS")).toContainText("Estimated: December 3, 2026 at 12:00 PM");
  await expect(step(page, "PREPARING_REPAIR_ESTIMATE")).toHaveAttribute("data-state", "waiting");
  await expect(step(page, "PREPARING_REPAIR_ESTIMATE").getByText(/Estimated:/)).toHaveCount(0);

  await ops.complete("VEHICLE_DELIVERED", "2026-11-30T15:45:00Z");
  await page.reload();
  await expect(step(page, "VEHICLE_DELIVERED")).toHaveAttribute("data-state", "done");
  await expect(step(page, "VEHICLE_DELIVERED")).toContainText("Vehicle delivered to workshop");
  await expect(step(page, "VEHICLE_DELIVERED")).toContainText("Done on November 30, 2026");
  await expect(nextStep(page)).toContainText("Estimated diagnostics");
  await expect(nextStep(page)).toContainText("Estimated: December 3, 2026 at 12:00 PM");

  await ops.complete("ESTIMATED_DIAGNOSTICS", "2026-12-03T09:30:00Z");
  await page.reload();
  await expect(step(page, "ESTIMATED_DIAGNOSTICS")).toContainText("Diagnostics done");
  await expect(step(page, "ESTIMATED_DIAGNOSTICS")).toContainText("Done on December 3, 2026 at 11:30 AM");
  await expect(nextStep(page)).toContainText("Preparing repair estimate");
  await expect(page.getByText("3 of 9 steps done")).toBeVisible();

  // Picking the car up completes what is left and closes the case; /cases/progress shows the same.
  await ops.complete("PICK_UP_VEHICLE");
  await page.goto(`/cases/progress?claimId=${filed.claimId}`);
  await expect(page.getByText("9 of 9 steps done")).toBeVisible();
  await expect(nextStep(page)).toContainText("The repair is complete");
  await expect(step(page, "PICK_UP_VEHICLE")).toContainText("Vehicle picked up");
  await expect(page.locator('[aria-current="step"]')).toHaveCount(0);
});

test("a link that names no case, or a bad one, says 'Invalid link'; another browser's case is 'Case not found'", async ({
  page,
  browser,
}) => {
  for (const query of ["", "?code=not-a-real-code", "?claimId=abc"]) {
    await page.goto(`/cases/status${query}`);
    await expect(page.getByRole("heading", { name: "Invalid link" })).toBeVisible();
    await expect(page.getByText("Call to get a new SMS link")).toBeVisible();
  }
  const filed = await fileClaim(page.request);
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(`/cases/status?claimId=${filed.claimId}`);
  await expect(other.getByRole("heading", { name: "Case not found" })).toBeVisible();
  await expectNoAxeViolations(other);
  await stranger.close();
});

test("a case that cannot load for the network offers Try again and the service's Call button from the page itself", async ({
  page,
}) => {
  const filed = await fileClaim(page.request);
  // The case's own answer carries its service: here it never comes, so the line is the one the page came with.
  const cases = /\/api\/v1\/public\/cases\?/;
  await page.route(cases, (route) => route.abort("internetdisconnected"));
  await page.goto(`/cases/status?claimId=${filed.claimId}`);
  await expect(
    page.getByRole("heading", {
      name: "Network outage detected. Please make sure connection is working and try again.",
    }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Call +3726000000" })).toHaveAttribute("href", "tel:+3726000000");
  await page.unroute(cases);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("case-plate")).toHaveText(DEMO_PLATE);
});

const LANGUAGES = ["en", "et", "ru", "lv", "lt"] as const;
const RAW_KEY = /\b(cases|common):[\w.]+|\b(steps|progress|time|workshop|next)\.[a-zA-Z]\w*/;

test("the status page is complete in all five languages", async ({ page }) => {
  const filed = await fileClaim(page.request);
  await operatorCase(filed.caseId).then((ops) =>
    ops.estimate("VEHICLE_DELIVERED", { estimationType: "DATE", estimatedDate: "2026-12-01" }),
  );
  for (const language of LANGUAGES) {
    const texts = JSON.parse(
      readFileSync(new URL(`../../apps/web/src/locales/${language}/cases.json`, import.meta.url), "utf8"),
    );
    await page.addInitScript((l) => localStorage.setItem("hitch.language", l), language);
    await page.goto(`/cases/status?claimId=${filed.claimId}`);
    await expect(page.locator("main h1")).toHaveText(texts.title);
    await expect(step(page, "CASE_REGISTERED")).toContainText(texts.steps.CASE_REGISTERED.done);
    await expect(nextStep(page)).toContainText(texts.steps.VEHICLE_DELIVERED.inProgress);
    expect(await page.locator("body").innerText(), language).not.toMatch(RAW_KEY);
  }
});
