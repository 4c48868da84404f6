import { expect, test } from "@playwright/test";
import { lookUp, openNewRequest, plateField, start, submitButton } from "./flow.ts";

const DEMO_LINE = "tel:+3726000000";

test.describe("vehicle and contact", () => {
  test.beforeEach(async ({ page }) => {
    await openNewRequest(page);
    await start(page);
  });

  test("a known but uninsured vehicle shows its card, the insurance text and a Call button, and cannot go on", async ({
    page,
  }) => {
    await lookUp(page, "999xyz");
    await expect(page.getByTestId("vehicle-card")).toContainText("Octavia");
    const notice = page.getByRole("alert");
    await expect(notice).toContainText("We could not verify a valid insurance for this vehicle.");
    await expect(notice.getByRole("link", { name: "Call" })).toHaveAttribute("href", DEMO_LINE);
    await expect(page.locator('input[name="fullName"]')).toHaveCount(0);
    await expect(submitButton(page)).toBeDisabled();
  });

  test("an unknown plate shows 'Vehicle not found' with a Call button", async ({ page }) => {
    await lookUp(page, "ZZ0000");
    await expect(page.getByRole("alert")).toContainText("Vehicle not found");
    await expect(page.getByRole("alert").getByRole("link", { name: "Call" })).toHaveAttribute("href", DEMO_LINE);
    await expect(submitButton(page)).toBeDisabled();
  });

  test("the lookup runs on leaving the field, only for a valid plate that differs from the last one", async ({
    page,
  }) => {
    const lookups: string[] = [];
    page.on("request", (r) => r.url().includes("/vehicles/") && lookups.push(new URL(r.url()).pathname));
    await plateField(page).fill("1");
    await plateField(page).blur();
    await expect(page.locator("main form p").first()).toContainText("2 to 10");
    await plateField(page).fill("456-def");
    await expect(plateField(page)).toHaveValue("456DEF");
    await plateField(page).blur();
    await expect(page.getByTestId("vehicle-card")).toContainText("XC60");
    await plateField(page).focus();
    await plateField(page).blur();
    await plateField(page).press("Enter");
    expect(lookups).toEqual(["/api/v1/public/vehicles/456DEF"]);
  });

  test("a found and insured vehicle asks for name and phone, with Estonia's code first, and checks them", async ({
    page,
  }) => {
    await lookUp(page, "123ABC");
    const prefix = page.locator("main select");
    await expect(prefix).toHaveValue("+372");
    await expect(prefix.locator("option")).toHaveText([
      "EE +372",
      "LV +371",
      "LT +370",
      "FI +358",
      "SE +46",
      "NO +47",
      "PL +48",
    ]);
    await submitButton(page).click();
    await expect(page.getByText("Provide your name")).toBeVisible();
    await expect(page.getByText("Provide your phone number")).toBeVisible();
    await expect(page).toHaveURL(/vehicle-details$/);
  });

  test("a lookup without network says so, and the same plate can be tried again", async ({ page }) => {
    await page.route("**/api/v1/public/vehicles/**", (route) => route.abort());
    await lookUp(page, "123ABC");
    await expect(page.getByRole("alert")).toContainText("Network outage detected");
    await page.unroute("**/api/v1/public/vehicles/**");
    await plateField(page).press("Enter");
    await expect(page.getByTestId("vehicle-card")).toBeVisible();
  });

  test("a failing lookup shows the generic vehicle error with a Call button", async ({ page }) => {
    await page.route("**/api/v1/public/vehicles/**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ statusCode: 500, code: "INTERNAL_ERROR" }),
      }),
    );
    await lookUp(page, "123ABC");
    await expect(page.getByRole("alert")).toContainText("The vehicle could not be checked right now.");
    await expect(page.getByRole("alert").getByRole("link", { name: "Call" })).toBeVisible();
  });

  test("a failed save keeps what was typed and says 'Sorry, something went wrong'", async ({ page }) => {
    await lookUp(page, "123ABC");
    await page.locator('input[name="fullName"]').fill("Mari Maasikas");
    await page.locator('input[name="phoneNumber"]').fill("555 12-34");
    await expect(page.locator('input[name="phoneNumber"]')).toHaveValue("5551234");
    await page.route("**/contact", (route) => route.fulfill({ status: 500, body: "" }));
    await submitButton(page).click();
    await expect(page.getByRole("alert")).toContainText("Sorry, something went wrong");
    await expect(page.locator('input[name="fullName"]')).toHaveValue("Mari Maasikas");
    await expect(page).toHaveURL(/vehicle-details$/);
  });
});
