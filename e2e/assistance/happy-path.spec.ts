import { expect, test } from "@playwright/test";
import sharp from "sharp";
import {
  chooseIncident,
  GPS_POSITION,
  jpeg,
  openNewRequest,
  saveMapStep,
  saveVehicleStep,
  serverRequest,
  start,
  submitButton,
  tempDir,
} from "./flow.ts";

test.use({ geolocation: GPS_POSITION, permissions: ["geolocation"] });

test("a customer orders a tow truck from START to a pending request with everything saved", async ({ page }) => {
  const dir = tempDir();
  const photo = await jpeg(dir, "dashboard.jpg", 800, 600);
  const big = await jpeg(dir, "camera.jpg", 4000, 3000, { r: 30, g: 90, b: 200 });

  const link = await openNewRequest(page);
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
  await start(page);

  // The plate is cleaned and upper-cased as typed.
  await page.locator('input[name="vehicleNumber"]').fill("123 abc");
  await expect(page.locator('input[name="vehicleNumber"]')).toHaveValue("123ABC");
  await expect(submitButton(page)).toBeDisabled();
  await saveVehicleStep(page);

  await chooseIncident(page, "FLAT_TIRES");
  // GPS moved the pin: the address is the nearest place to the phone's position.
  await expect(page.locator(".leaflet-marker-icon")).toBeVisible();
  await saveMapStep(page);

  await page.locator('textarea[name="description"]').fill("Front left tyre is flat, no spare wheel.");
  await page.locator('input[name="email"]').fill("mari@example.com");
  await page.locator('input[type="file"]').setInputFiles([photo, big]);
  await expect(page.locator("main li img")).toHaveCount(2);
  await page.getByRole("checkbox").check();
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/assistance\/track-driver$/, { timeout: 30_000 });

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("hitch.assistance.session") ?? "{}").state);
  expect(stored.submitTime).toBeTruthy();

  const request = await serverRequest(page, link.id);
  expect(request.status).toBe("PENDING");
  expect(request.incidentType).toBe("FLAT_TIRES");
  expect(request.location.latitude).toBeCloseTo(GPS_POSITION.latitude, 4);
  expect(request.location.longitude).toBeCloseTo(GPS_POSITION.longitude, 4);
  expect(request.address).toContain("Tallinn");
  expect(request.contact).toMatchObject({ name: "Mari Maasikas", phone: "5551234", phonePrefix: "+372" });
  expect(request.vehicle).toMatchObject({ licensePlate: "123ABC", mark: "Toyota", model: "Corolla", year: 2018 });
  expect(request.insuranceVerified).toBe(true);
  expect(request.additionalDetails).toEqual({
    description: "Front left tyre is flat, no spare wheel.",
    email: "mari@example.com",
  });
  expect(request.submitTime).toBe(stored.submitTime);
  expect(request.files).toHaveLength(2);

  const sizes = [];
  for (const file of request.files) {
    const res = await page.request.get(file.url);
    expect(res.status()).toBe(200);
    const meta = await sharp(await res.body()).metadata();
    sizes.push(`${meta.width}x${meta.height}`);
  }
  // The small photo went up as it was; the 4000x3000 one was resized in the browser, its 4:3 aspect kept.
  expect(sizes.sort()).toEqual(["800x600", "960x720"]);
});
