import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";

test.describe("partner landing", () => {
  test("shows 'How can we help?' with both tiles in the demo theme", async ({ page }) => {
    await page.goto("/partner/demo");
    await expect(page.getByRole("heading", { name: "How can we help?" })).toBeVisible();
    await expect(page.getByRole("link", { name: /claim/i })).toBeVisible();
    await expect(page.getByRole("link", { name: /roadside assistance/i })).toBeVisible();
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--brand").trim().toLowerCase(),
    );
    expect(brand).toBe("#d32f2f");
    await expectNoAxeViolations(page);
  });

  test("the roadside assistance tile creates a request and opens its landing", async ({ page }) => {
    await page.goto("/partner/demo");
    await page.getByRole("link", { name: /roadside assistance/i }).click();
    await expect(page).toHaveURL(/\/assistance\/landing$/);
    await expect(page.getByRole("heading", { name: "Order roadside assistance" })).toBeVisible();
    await expect(page.getByRole("button", { name: "START" })).toBeVisible();
  });

  test("the claim tile creates a claim and opens its first step", async ({ page }) => {
    await page.goto("/partner/demo");
    await page.getByRole("link", { name: /claim/i }).click();
    await expect(page).toHaveURL(/\/claims\/incidents$/);
  });

  test("the Latvian demo service is themed in its own colour", async ({ page }) => {
    await page.goto("/partner/demo-lv");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--brand").trim().toLowerCase(),
    );
    expect(brand).not.toBe("#d32f2f");
  });

  test("an unknown service name shows the try-again error", async ({ page }) => {
    await page.goto("/partner/no-such-service");
    await expect(page.getByText("Sorry, something went wrong. Try again later.")).toBeVisible();
  });

  test("starting from an unknown service link shows 'Invalid link'", async ({ page }) => {
    await page.goto("/partner/assistance-request/no-such-service?language=en");
    await expect(page.getByText("Invalid link")).toBeVisible();
    await page.goto("/partner/claim/no-such-service?language=en");
    await expect(page.getByText("Invalid link")).toBeVisible();
  });

  test("the unknown-service error speaks the language the link asks for", async ({ page }) => {
    await page.goto("/partner/assistance-request/no-such-service?language=et");
    await expect(page.getByText("Vigane link")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "et");
    await page.goto("/partner/claim/no-such-service?language=lv");
    await expect(page.getByText("Nederīga saite")).toBeVisible();
  });
});
