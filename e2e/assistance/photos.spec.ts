import { expect, test, type Page } from "@playwright/test";
import {
  chooseIncident,
  GPS_POSITION,
  jpeg,
  openNewRequest,
  saveMapStep,
  saveVehicleStep,
  sparseFile,
  start,
  submitButton,
  tempDir,
  textFile,
} from "./flow.ts";

// The phone gives its position, so the map step's pin is placed.
test.use({ geolocation: GPS_POSITION, permissions: ["geolocation"] });

async function toDetails(page: Page) {
  await openNewRequest(page);
  await start(page);
  await saveVehicleStep(page);
  await chooseIncident(page);
  await saveMapStep(page);
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

test("a failed upload opens the upload dialog, keeps the form, and a retry sends the request", async ({ page }) => {
  const dir = tempDir();
  const photo = await jpeg(dir, "a.jpg", 320, 240);
  await toDetails(page);
  await page.locator('textarea[name="description"]').fill("Battery is dead");
  await fileInput(page).setInputFiles(photo);
  await page.getByRole("checkbox").check();
  await page.route("**/files", (route) => route.fulfill({ status: 500, body: "" }));
  await submitButton(page).click();
  const dialog = page.locator("dialog[open]");
  await expect(dialog).toContainText("Failed to upload images. Please try again or remove photos to continue.");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.locator('textarea[name="description"]')).toHaveValue("Battery is dead");
  await page.unroute("**/files");
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/assistance\/track-driver$/, { timeout: 20_000 });
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
