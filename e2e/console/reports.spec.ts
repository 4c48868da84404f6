import { expect, test } from "@playwright/test";
import { fileClaim } from "../cases/case-fixtures.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { operatorApi } from "../fixtures/operator.ts";
import { createConsoleOperator, rateAClaim, signIn } from "./console-fixtures.ts";

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });
test.describe.configure({ timeout: 150_000 });

test("Feedback lists a customer's rating with its comment, per-service figures and the weekly trend", async ({
  page,
}) => {
  const comment = `Quick, "friendly" help ${Date.now()}`;
  await rateAClaim(page.request, 2, comment);
  await signIn(page, await createConsoleOperator([{ service: "demo", role: "VIEWER" }]));
  await page.getByRole("link", { name: "Feedback" }).click();
  await expect(page.getByRole("heading", { name: "Feedback", level: 1 })).toBeVisible();

  await page.getByLabel("Rating", { exact: true }).selectOption({ label: "2 ★" });
  const row = page.getByRole("row").filter({ hasText: comment });
  await expect(row).toContainText("2 ★");
  // The charts' figures are tables for screen readers: the trend's last week counts this rating.
  await expect(page.getByRole("table", { name: "Ratings per week and their average" })).toBeAttached();
  await expect(page.getByRole("table", { name: "Ratings by stars" }).first()).toContainText("2 ★");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("feedback.png"), fullPage: true });

  const csv = await page.request.get((await page.getByRole("link", { name: "Download CSV" }).getAttribute("href"))!);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await csv.text()).toContain(`,2,"${comment.replaceAll('"', '""')}"`);
});

test("Reports shows a service's figures and claims for a period, and the same as a CSV download", async ({ page }) => {
  await fileClaim(page.request);
  await signIn(page, await createConsoleOperator([{ service: "demo", role: "OPERATOR" }]));
  await page.getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(page.getByText("Time to first accept (median)")).toBeVisible();
  const claims = page.getByRole("table", { name: "Claims by incident type" });
  await expect(claims.getByRole("row").filter({ hasText: "Technical breakdown" })).toBeAttached();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("reports.png"), fullPage: true });

  const csv = await page.request.get((await page.getByRole("link", { name: "Download CSV" }).getAttribute("href"))!);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).split("\r\n");
  expect(lines[0]).toBe("metric,breakdown,value");
  expect(lines).toContain("service,,demo");
  expect(lines.some((l) => /^claims_by_incident_type,TECHNICAL_BREAKDOWN,[1-9]\d*$/.test(l))).toBe(true);

  // A period that runs backwards is refused on the screen, in the operator's language.
  await page.getByLabel("From").fill("2026-12-31");
  await page.getByLabel("To").fill("2026-01-01");
  await expect(page.getByRole("alert")).toHaveText(
    "Choose a period that ends on or after its start and is at most a year long.",
  );
});

test("Reports speaks Estonian", async ({ page }) => {
  await signIn(page, await createConsoleOperator([{ service: "demo", role: "VIEWER" }]));
  await page.getByLabel("Language").selectOption("et");
  await page.getByRole("link", { name: "Aruanded" }).click();
  await expect(page.getByRole("heading", { name: "Aruanded", level: 1 })).toBeVisible();
  await expect(page.getByText("Aeg esimese vastuvõtuni (mediaan)")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an operator of demo-lv sees none of demo's ratings and cannot ask for its report", async ({ page }) => {
  const comment = `Only for demo ${Date.now()}`;
  await rateAClaim(page.request, 4, comment);
  await signIn(page, await createConsoleOperator([{ service: "demo-lv", role: "OPERATOR" }]));
  await page.getByRole("link", { name: "Feedback" }).click();
  await expect(page.getByRole("heading", { name: "Feedback", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Service", { exact: true })).toHaveText("All servicesdemo-lv");
  await expect(page.getByText(comment)).toHaveCount(0);
  const csv = await page.request.get("/api/v1/console/feedback/csv");
  expect(await csv.text()).not.toContain(comment);

  await page.getByRole("link", { name: "Reports" }).click();
  await expect(page.getByLabel("Service", { exact: true })).toHaveText("demo-lv");
  const operator = await operatorApi();
  const all = (await (await operator.get("/api/v1/admin/services")).json()) as { id: number; name: string }[];
  const demoId = all.find((service) => service.name === "demo")!.id;
  const other = await page.request.get(`/api/v1/console/reports?serviceId=${demoId}&from=2026-01-01&to=2026-01-31`);
  expect(other.status()).toBe(404);
});
