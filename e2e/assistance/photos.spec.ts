import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { holdRequests } from "../fixtures/held-requests.ts";
import {
  chooseIncident,
  GPS_POSITION,
  jpeg,
  openNewRequest,
  saveMapStep,
  saveVehicleStep,
  serverRequest,
  sparseFile,
  start,
  submitButton,
  tempDir,
  textFile,
} from "./flow.ts";

// The phone gives its position, so the map step's pin is placed.
test.use({ geolocation: GPS_POSITION, permissions: ["geolocation"] });

async function toDetails(page: Page) {
  const link = await openNewRequest(page);
  await start(page);
  await saveVehicleStep(page);
  await chooseIncident(page);
  await saveMapStep(page);
  return link;
}

const fileInput = (page: Page) => page.locator('input[type="file"]');
const photoTiles = (page: Page) => page.locator("main li img");

test("ten photos at once keep nine, say the rest were discarded, and hide the add tile", async ({ page }) => {
  const dir = tempDir();
  const files = await Promise.all(
    Array.from({ length: 10 }, (_, i) => jpeg(dir, `p${i}.jpg`, 64, 48, { r: i * 20, g: 100, b: 100 })),
  );
  await toDetails(page);
  await fileInput(page).setInputFiles(files);
  await expect(photoTiles(page)).toHaveCount(9);
  await expect(page.getByRole("alert")).toContainText(
    "Total 9 images can be added to this form. The rest have been discarded",
  );
  await expect(fileInput(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Remove photo 9" }).click();
  await expect(fileInput(page)).toHaveCount(1);
});

test("a file over 50 MB is refused with the size message", async ({ page }) => {
  const dir = tempDir();
  const huge = sparseFile(dir, "huge.jpg", 51 * 1024 * 1024);
  await toDetails(page);
  await fileInput(page).setInputFiles(huge);
  await expect(page.getByRole("alert")).toContainText("File size should be smaller than 50 MB");
  await expect(photoTiles(page)).toHaveCount(0);
});

test("a file that is not an image is refused", async ({ page }) => {
  const dir = tempDir();
  await toDetails(page);
  await fileInput(page).setInputFiles(textFile(dir, "notes.txt", "not a photo"));
  await expect(page.getByRole("alert")).toContainText("Only images can be added.");
  await expect(photoTiles(page)).toHaveCount(0);
  // A text file renamed .jpg has an image's name but not its bytes: refused at once, not on upload.
  await page.getByRole("alert").getByRole("button").click();
  await fileInput(page).setInputFiles(textFile(dir, "holiday.jpg", "not a photo either"));
  await expect(page.getByRole("alert")).toContainText("Only images can be added.");
  await expect(photoTiles(page)).toHaveCount(0);
});

test("a photo uploads as soon as it is chosen, in its own aspect within 1280x720, with its own progress", async ({
  page,
}) => {
  const dir = tempDir();
  await toDetails(page);
  // The upload is held until the tile's progress has been seen, however slow the machine.
  const release = await holdRequests(page, "**/files");
  const sent = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/files"));
  await fileInput(page).setInputFiles(await jpeg(dir, "four-by-three.jpg", 4000, 3000));
  // Nothing else was done: no description, no agreement, no submit.
  await expect(page.getByRole("progressbar", { name: "Uploading photo 1" })).toBeVisible();
  release();
  const upload = (await sent).postDataBuffer()!;
  const jpegAt = upload.indexOf(Buffer.from([0xff, 0xd8, 0xff]));
  const { width, height } = await sharp(upload.subarray(jpegAt)).metadata();
  expect({ width, height }).toEqual({ width: 960, height: 720 });
  await expect(page.getByRole("progressbar", { name: "Uploading photo 1" })).toHaveCount(0);
  await expect(page.getByText("Not uploaded")).toHaveCount(0);
});

test("a failed photo can be retried on its tile, or left out to send the order without it", async ({ page }) => {
  const dir = tempDir();
  const link = await toDetails(page);
  await page.route("**/files", (route) => route.fulfill({ status: 500, body: "" }));
  await fileInput(page).setInputFiles([await jpeg(dir, "a.jpg", 320, 240), await jpeg(dir, "b.jpg", 320, 240)]);
  await expect(page.getByRole("button", { name: "Retry photo 1" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry photo 2" })).toBeVisible();

  // The server answers again: Retry stores the first photo. The retried upload is resized and queued before it
  // is sent, so the server is made to fail again only once it has stored it.
  await page.unroute("**/files");
  const stored = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/files"));
  await page.getByRole("button", { name: "Retry photo 1" }).click();
  expect((await stored).status()).toBe(201);
  await expect(page.getByRole("progressbar", { name: "Uploading photo 1" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Retry photo 1" })).toHaveCount(0);
  await expect(page.getByText("Not uploaded")).toHaveCount(1);

  // The second keeps failing: the order goes without it.
  await page.route("**/files", (route) => route.fulfill({ status: 500, body: "" }));
  await page.locator('textarea[name="description"]').fill("Battery is dead");
  await page.getByRole("checkbox").check();
  await submitButton(page).click();
  const dialog = page.locator("dialog[open]");
  await expect(dialog).toContainText("Failed to upload images. Please try again or remove photos to continue.");
  await dialog.getByRole("button", { name: "Send without the failed photos" }).click();
  await expect(page).toHaveURL(/\/assistance\/track-driver$/, { timeout: 20_000 });
  expect((await serverRequest(page, link.id)).files).toHaveLength(1);
});

test("a stored photo is shown after a reload and can be deleted from the server", async ({ page }) => {
  const dir = tempDir();
  await toDetails(page);
  // Upload through the form by failing the submit after the upload.
  await fileInput(page).setInputFiles(await jpeg(dir, "b.jpg", 320, 240));
  await page.locator('textarea[name="description"]').fill("Flat");
  await page.getByRole("checkbox").check();
  await page.route("**/additional-info", (route) => route.abort());
  await submitButton(page).click();
  await expect(page.getByRole("alert")).toContainText("Network outage detected");
  await page.reload();
  await expect(photoTiles(page)).toHaveCount(1);
  const deleted = page.waitForRequest((r) => r.method() === "DELETE" && r.url().includes("/files/"));
  await page.getByRole("button", { name: "Remove photo 1" }).click();
  await deleted;
  await expect(photoTiles(page)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('textarea[name="description"]')).toBeVisible();
  await expect(photoTiles(page)).toHaveCount(0);
});
