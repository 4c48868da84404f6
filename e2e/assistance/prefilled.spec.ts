import { expect, test } from "@playwright/test";
import { operatorApi, pathOf } from "../fixtures/operator.ts";
import { serverRequest, submitButton } from "./flow.ts";

test("a request the operator pre-filled on the phone skips the landing and shows what was said", async ({ page }) => {
  const operator = await operatorApi();
  const res = await operator.post("/api/v1/public/assistance-request/full-data-link", {
    data: {
      serviceName: "demo",
      incident: "DOOR_LOCKED",
      contact: { name: "Jaan Tamm", phonePrefix: "+371", phone: "29123456" },
      licensePlate: "456DEF",
      latitude: 59.3,
      longitude: 24.4,
      description: "Keys locked in the car at the petrol station",
    },
  });
  expect(res.status()).toBe(201);
  const link = await res.json();

  await page.goto(pathOf(link.url));
  // An incident is known, so the landing is skipped; the vehicle still has to be confirmed.
  await expect(page).toHaveURL(/\/assistance\/vehicle-details$/);
  await expect(page.locator('input[name="vehicleNumber"]')).toHaveValue("456DEF");
  await expect(page.getByTestId("vehicle-card")).toContainText("XC60");
  await expect(page.locator('input[name="fullName"]')).toHaveValue("Jaan Tamm");
  await expect(page.locator("main select")).toHaveValue("+371");
  await submitButton(page).click();
  // Incident and location are known too: straight to the details.
  await expect(page).toHaveURL(/\/assistance\/additional-details$/);
  await expect(page.locator('textarea[name="description"]')).toHaveValue(
    "Keys locked in the car at the petrol station",
  );
  await page.getByRole("checkbox").check();
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/assistance\/track-driver$/);
  const request = await serverRequest(page, link.id);
  expect(request).toMatchObject({
    status: "PENDING",
    incidentType: "DOOR_LOCKED",
    vehicle: { licensePlate: "456DEF", mark: "Volvo" },
  });
});
