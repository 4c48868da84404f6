import { expect, test, type Page } from "@playwright/test";
import {
  chooseIncident,
  GPS_POSITION,
  openNewRequest,
  saveMapStep,
  saveVehicleStep,
  serverRequest,
  start,
  submitButton,
} from "./flow.ts";

// The phone gives its position, so the map step's pin is placed.
test.use({ geolocation: GPS_POSITION, permissions: ["geolocation"] });

async function toDetails(page: Page) {
  const link = await openNewRequest(page);
  await start(page);
  await saveVehicleStep(page);
  await chooseIncident(page, "RUN_OUT_OF_FUEL");
  await saveMapStep(page);
  return link;
}

test("the description is required, the e-mail checked, and the agreement must be ticked before anything is sent", async ({
  page,
}) => {
  const link = await toDetails(page);
  await expect(page.locator('textarea[name="description"]')).toHaveAttribute("placeholder", /out of diesel/);
  const sent: string[] = [];
  page.on("request", (r) => r.method() !== "GET" && sent.push(r.url()));
  await page.locator('input[name="email"]').fill("not-an-email");
  await submitButton(page).click();
  await expect(page.getByText("Required field!")).toBeVisible();
  await expect(page.getByText("Invalid email format!")).toBeVisible();
  await expect(page.getByText("You must agree with the terms and privacy policies")).toBeVisible();
  expect(sent).toEqual([]);
  expect((await serverRequest(page, link.id)).status).toBe("DRAFT");
});

test("a refused submission shows the server's errors joined into one dismissible message and keeps the form", async ({
  page,
}) => {
  await toDetails(page);
  await page.locator('textarea[name="description"]').fill("Out of fuel on the highway");
  await page.getByRole("checkbox").check();
  await page.route(/assistance-request\/\d+$/, (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({
          status: 422,
          contentType: "application/json",
          body: JSON.stringify({
            statusCode: 422,
            code: "VALIDATION_FAILED",
            errors: [
              { path: "location", code: "MISSING_LOCATION" },
              { path: "contact", code: "MISSING_CONTACT" },
            ],
          }),
        })
      : route.continue(),
  );
  await submitButton(page).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Please set the location on the map. Please add your name and phone number.");
  await alert.getByRole("button", { name: "Close" }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.locator('textarea[name="description"]')).toHaveValue("Out of fuel on the highway");
  await expect(page.getByRole("checkbox")).toBeChecked();
  await expect(submitButton(page)).toBeEnabled();
});

test("a submission without network says so, and a later one goes through", async ({ page }) => {
  const link = await toDetails(page);
  await page.locator('textarea[name="description"]').fill("Out of fuel");
  await page.getByRole("checkbox").check();
  await page.route(/assistance-request\/\d+$/, (route) =>
    route.request().method() === "PUT" ? route.abort() : route.continue(),
  );
  await submitButton(page).click();
  await expect(page.getByRole("alert")).toContainText("Network outage detected");
  await page.unroute(/assistance-request\/\d+$/);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/assistance\/track-driver$/);
  expect((await serverRequest(page, link.id)).status).toBe("PENDING");
});

test("a request that cannot be loaded offers to try again, and an unknown one goes home", async ({ page }) => {
  await openNewRequest(page);
  await start(page);
  await page.route(/assistance-request\/\d+$/, (route) => route.abort());
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Network outage detected");
  await page.unroute(/assistance-request\/\d+$/);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.locator('input[name="vehicleNumber"]')).toBeVisible();

  await page.route(/assistance-request\/\d+$/, (route) =>
    route.fulfill({
      status: 404,
      contentType: "application/json",
      body: JSON.stringify({ statusCode: 404, code: "NOT_FOUND" }),
    }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
});
