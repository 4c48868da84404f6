import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { holdRequests } from "../fixtures/held-requests.ts";
import {
  chooseIncident,
  jpeg,
  next,
  nextButton,
  openClaim,
  saveVehicle,
  serverClaim,
  stepUrl,
  tempDir,
} from "./damage-report-flow.ts";

test.use({ permissions: ["camera"] });

/** A photo as GET /claims/{id} lists it. */
type UploadedPhoto = { fileType: string; id: number; url: string };
const screenshotsOf = (claim: { uploadedPhotos: UploadedPhoto[] }) =>
  claim.uploadedPhotos.filter((p) => p.fileType === "DAMAGE_AREA_SCREENSHOT");
const photosOf = (claim: { uploadedPhotos: UploadedPhoto[] }) =>
  claim.uploadedPhotos.filter((p) => p.fileType === "DAMAGE_PHOTO");

test("damage cells are toggled, saved as row-column cells with a PNG of the grid, and an unchanged selection goes straight on", async ({
  page,
}) => {
  const link = await openClaim(page);
  await chooseIncident(page, "TRAFFIC_ACCIDENT");
  // 456DEF is a large sedan: its template is the SEDAN_BIG one (7 x 4).
  await saveVehicle(page, "damage-location", "456DEF");
  await expect(page.locator("[data-cell]")).toHaveCount(28);
  const cell = page.locator('[data-cell="1-2"]');
  await cell.click();
  await expect(cell).toHaveAttribute("aria-pressed", "true");
  await expect(cell).toHaveCSS("background-color", "rgba(250, 151, 4, 0.5)");
  await page.locator('[data-cell="6-0"]').click();
  await page.locator('[data-cell="3-3"]').click();
  await page.locator('[data-cell="3-3"]').click();
  await expect(page.locator('[data-cell="3-3"]')).toHaveAttribute("aria-pressed", "false");
  await next(page, "photo");

  const saved = await serverClaim(page, link.id);
  expect(saved.damageArea.coordinates.map((c: { friendlyName: string }) => c.friendlyName).sort()).toEqual([
    "1-2",
    "6-0",
  ]);
  const [shot] = screenshotsOf(saved);
  expect(shot).toBeTruthy();
  const png = await page.request.get(shot.url);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect((await png.body()).subarray(1, 4).toString()).toBe("PNG");

  // Back and Next without a change: no new screenshot, no new save.
  await page.goBack();
  await expect(page).toHaveURL(stepUrl("damage-location"));
  await expect(page.locator('[data-cell="6-0"]')).toHaveAttribute("aria-pressed", "true");
  await next(page, "photo");
  expect(screenshotsOf(await serverClaim(page, link.id)).map((p) => p.id)).toEqual([shot.id]);
});

test("a failed damage save says so and resets the selection to the saved one; a template failure still lets the user go on", async ({
  page,
}) => {
  await openClaim(page);
  await chooseIncident(page, "VANDALISM_OR_FIRE");
  await saveVehicle(page, "damage-location");
  await page.route("**/claims/*/damage-location-template", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"statusCode":500,"code":"INTERNAL_ERROR"}',
        })
      : route.fallback(),
  );
  await page.locator('[data-cell="0-0"]').click();
  await nextButton(page).click();
  await expect(page.getByRole("alert")).toContainText("Failed to save the damage location. Please try again.");
  await expect(page.locator('[data-cell="0-0"]')).toHaveAttribute("aria-pressed", "false");

  await page.route("**/damage-location-template", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"statusCode":500,"code":"INTERNAL_ERROR"}' }),
  );
  await page.reload();
  await expect(page.locator("main")).toContainText("The vehicle drawing is not available right now.");
  await expect(page.locator("[data-cell]")).toHaveCount(0);
  await next(page, "photo");
});

test("photos: the camera (fake device) adds a shot, Back closes it, gallery photos upload with progress, delete removes them on the server", async ({
  page,
}) => {
  const link = await openClaim(page);
  await chooseIncident(page, "WINDSHIELD_DAMAGE");
  await saveVehicle(page, "photo");
  for (const text of [
    "general view of the vehicle with the number plate",
    "from near and from further away",
    "accident report or another document",
    "scene of the incident",
  ]) {
    await expect(page.locator("main")).toContainText(text);
  }
  await expect(page.getByTestId("photos-skip")).toBeVisible();
  await expect(nextButton(page)).toHaveCount(0);

  // Browser back closes the camera and stays on the step.
  await page.getByRole("button", { name: "Take a photo" }).click();
  await expect(page.getByTestId("camera")).toBeVisible();
  await expect(page.getByTestId("camera")).toContainText("Turn your phone sideways");
  await page.goBack();
  await expect(page.getByTestId("camera")).toHaveCount(0);
  await expect(page).toHaveURL(stepUrl("photo"));

  await page.getByRole("button", { name: "Take a photo" }).click();
  const shutter = page.getByRole("button", { name: "Take the photo" });
  await expect(shutter).toBeEnabled();
  const shotStored = page.waitForResponse(
    (r) => r.request().method() === "POST" && /\/claims\/\d+\/file$/.test(r.url()),
  );
  await shutter.click();
  await expect(page.getByTestId("camera")).toHaveCount(0);
  await expect(page.locator("main li img")).toHaveCount(1);
  await expect(page).toHaveURL(stepUrl("photo"));
  expect((await shotStored).ok()).toBe(true);

  const dir = tempDir();
  // Uploads start as soon as the photos are chosen; they are held until a photo's own progress has been seen.
  const release = await holdRequests(page, "**/claims/*/file");
  await page
    .locator('input[type="file"]')
    .setInputFiles([await jpeg(dir, "a.jpg"), await jpeg(dir, "b.jpg", 2400, 1600)]);
  await expect(page.locator("main li img")).toHaveCount(3);
  await expect(page.getByTestId("photos-skip")).toHaveCount(0);
  await expect(page.getByRole("progressbar", { name: /Uploading photo [23]/ })).toBeVisible();
  release();
  await nextButton(page).click();
  await expect(page).toHaveURL(stepUrl("notifier-info"));
  const stored = photosOf(await serverClaim(page, link.id));
  expect(stored).toHaveLength(3);
  // The 2400 x 1600 photo was resized like the assistance photos (into 1280 x 720, its 3:2 aspect kept:
  // 1080 x 720); the camera shot came at the asked 1920 x 1080, not above the limit; the small one is as it was.
  const widths = await Promise.all(
    stored.map(async (p) => (await sharp(await (await page.request.get(p.url)).body()).metadata()).width ?? 0),
  );
  expect(widths.sort((a, b) => a - b)).toEqual([64, 1080, 1920]);

  await page.goBack();
  await expect(page.locator("main li img")).toHaveCount(3);
  await page.getByRole("button", { name: "Remove photo 1" }).click();
  await expect(page.locator("main li img")).toHaveCount(2);
  await expect.poll(async () => photosOf(await serverClaim(page, link.id)).length).toBe(2);
});

test("photos: more than nine are cut off with the alert; a failed upload shows the upload dialog", async ({ page }) => {
  await openClaim(page);
  await chooseIncident(page, "THEFT");
  await saveVehicle(page, "photo");
  const dir = tempDir();
  const files = await Promise.all(
    Array.from({ length: 10 }, (_, i) => jpeg(dir, `p${i}.jpg`, 32, 24, { r: i * 20, g: 90, b: 90 })),
  );
  await page.route("**/claims/*/file", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"statusCode":500,"code":"INTERNAL_ERROR"}' }),
  );
  await page.locator('input[type="file"]').setInputFiles(files);
  await expect(page.locator("main li img")).toHaveCount(9);
  await expect(page.getByRole("alert")).toContainText(
    "Total 9 images can be added to this form. The rest have been discarded",
  );
  await expect(page.getByRole("button", { name: "Take a photo" })).toHaveCount(0);
  // Each upload starts at once and fails on its own tile, before Next.
  await expect(page.getByRole("button", { name: /^Retry photo/ })).toHaveCount(9);
  await nextButton(page).click();
  await expect(page.locator("dialog[open]")).toContainText(
    "Failed to upload images. Please try again or remove photos to continue.",
  );
  await expect(page).toHaveURL(stepUrl("photo"));
});

test("photos: Skip for now asks first; 'Take photos' stays, 'Skip this step' goes on", async ({ page }) => {
  await openClaim(page);
  await chooseIncident(page, "OTHER");
  await saveVehicle(page, "damage-location");
  await next(page, "photo");
  await page.getByTestId("photos-skip").click();
  const dialog = page.locator("dialog[open]");
  await expect(dialog).toContainText("Continue without photos?");
  await dialog.getByRole("button", { name: "Take photos" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(stepUrl("photo"));
  await page.getByTestId("photos-skip").click();
  await page.getByTestId("skip-confirm").click();
  await expect(page).toHaveURL(stepUrl("notifier-info"));
});

test("camera: a dark shot is shown back with 'too dark'; Retake keeps the camera, 'Use this photo' keeps the shot", async ({
  page,
}) => {
  // The camera sees a black scene: a canvas stream stands in for the fake device.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 640;
      canvas.height = 360;
      const context = canvas.getContext("2d")!;
      const stream = canvas.captureStream(10);
      setInterval(() => {
        context.fillStyle = "#050505";
        context.fillRect(0, 0, 640, 360);
      }, 50);
      return stream;
    };
  });
  await openClaim(page);
  await chooseIncident(page, "WINDSHIELD_DAMAGE");
  await saveVehicle(page, "photo");
  await page.getByTestId("take-photo").click();
  const camera = page.getByTestId("camera");
  await camera.getByRole("button", { name: "Take the photo" }).click();
  await expect(camera).toContainText("The photo is too dark. Please take it again with more light.");
  await camera.getByRole("button", { name: "Take it again" }).click();
  await expect(camera.getByRole("button", { name: "Take the photo" })).toBeVisible();
  await camera.getByRole("button", { name: "Take the photo" }).click();
  await camera.getByRole("button", { name: "Use this photo" }).click();
  await expect(camera).toHaveCount(0);
  await expect(page.locator("main li img")).toHaveCount(1);
});

test("photos: a text file named .jpg is refused at once, before any upload", async ({ page }) => {
  await openClaim(page);
  await chooseIncident(page, "THEFT");
  await saveVehicle(page, "photo");
  const uploads: string[] = [];
  page.on("request", (r) => r.url().endsWith("/file") && uploads.push(r.url()));
  await page.locator('input[type="file"]').setInputFiles({
    name: "damage.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("a text file with an image's name"),
  });
  await expect(page.getByRole("alert")).toContainText("Only images can be added.");
  await expect(page.locator("main li img")).toHaveCount(0);
  expect(uploads).toEqual([]);
});
