import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { ensureTestService } from "../tracking/dispatch-fixtures.ts";
import { createConsoleOperator, interceptFileChoosers, signIn, signInAsNewAdministrator } from "./console-fixtures.ts";
import { keepScreenshot } from "../fixtures/screenshots.ts";

// The Services screen's creation and logo: a platform administrator makes a service and every screen's service
// list has it; its logo is uploaded from the screen and the landing's preview shows it. Nobody else creates one,
// and a viewer uploads nothing.
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

const SERVICE = "e2e-console-services";

test.beforeAll(async () => {
  await ensureTestService(SERVICE);
});

test("an administrator creates a service, finds it in the service lists, and gives it a logo", async ({ page }) => {
  interceptFileChoosers(page);
  const name = `e2e-new-${Date.now().toString(36)}`;
  await signInAsNewAdministrator(page);
  await page.getByRole("link", { name: "Services" }).click();
  await page.getByRole("button", { name: "New service" }).click();
  const form = page.getByRole("form", { name: "New service" });

  // The contract's checks speak first: the name is a link name, so no capitals or spaces.
  await form.getByRole("button", { name: "Create service" }).click();
  const nameRule = "Use lowercase letters, digits and hyphens (not at the start or end), at most 64.";
  await expect(form.getByText(nameRule)).toBeVisible();
  await form.getByLabel("Name").fill("My Service");
  await form.getByLabel("Direct phone line").fill("call us");
  await form.getByRole("button", { name: "Create service" }).click();
  await expect(form.getByText(nameRule)).toBeVisible();
  await expect(form.getByText("Phone number can contain only digits")).toBeVisible();

  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Country").selectOption({ label: "Latvia" });
  await form.getByLabel("Default language").selectOption("lv");
  await form.getByLabel("Direct phone line").fill("+37120000000");
  // A light colour: the sample's text turns dark so it stays readable.
  await form.getByLabel("Brand colour").fill("#ffd54f");
  await expect(form.getByText("Sample button")).toHaveCSS("color", "rgb(17, 17, 17)");
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "services-new", { fullPage: true });
  await form.getByRole("button", { name: "Create service" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Service ${name} created.` })).toBeVisible();
  await expect(page.getByLabel("Service", { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByLabel("Service", { exact: true }).locator("option:checked")).toHaveText(name);
  await expect(page.getByLabel("Brand colour")).toHaveValue("#ffd54f");

  // The same name again is refused on its field.
  await page.getByRole("button", { name: "New service" }).click();
  await form.getByLabel("Name").fill(name);
  await form.getByRole("button", { name: "Create service" }).click();
  await expect(form.getByText("A service with this name already exists.")).toBeVisible();
  await form.getByRole("button", { name: "Cancel" }).click();

  // The picker speaks the console's language, not the browser's: a button-styled label opens the chooser and
  // the chosen file's name replaces "No file chosen". A refused file says why.
  const preview = page.getByRole("figure", { name: "Preview of the customer's landing page" });
  await expect(preview.getByRole("img", { name: "Logo" })).toHaveCount(0);
  const logoInput = page.getByLabel("Logo image");
  await expect(logoInput).toHaveAccessibleName("Logo image Choose file");
  const chooseButton = page.locator("label").filter({ hasText: "Choose file" });
  await expect(page.getByText("No file chosen", { exact: true })).toBeVisible();
  let chooser = page.waitForEvent("filechooser");
  await chooseButton.click();
  await (await chooser).setFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
  await expect(page.getByRole("alert")).toHaveText(/This file is not an image we can read/);
  await expect(page.getByText("notes.png", { exact: true })).toBeVisible();
  const huge = Buffer.alloc(5 * 1024 * 1024 + 1);
  await logoInput.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: huge });
  await expect(page.getByRole("alert")).toHaveText("The file is too big: a logo can be at most 5 MB.");
  const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#1565c0" } })
    .png()
    .toBuffer();
  // The keyboard reaches the hidden input (its label shows the focus ring) and Space opens the chooser.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 100 && !(await logoInput.evaluate((input) => input === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(logoInput).toBeFocused();
  await expect(chooseButton).toHaveCSS("outline-style", "solid");
  await keepScreenshot(page, "services-logo-focus");
  chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("status").filter({ hasText: "Logo saved." })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  const logo = preview.getByRole("img", { name: "Logo" });
  await expect(logo).toHaveAttribute("src", /^data:image\/png;base64,/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(150);
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "services-logo", { fullPage: true });

  // The customer's theme carries it, and the board's service filter lists the new service.
  const theme = await (await page.request.get(`/api/v1/public/theme/${name}`)).json();
  expect(theme.logo).toMatch(/^data:image\/png;base64,/);
  // The test-service flag says what it does: it only keeps the customer's pages from sending analytics.
  await expect(
    page.getByRole("checkbox", { name: "Test service: the customer app sends no analytics events" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Live board" }).click();
  await expect(page.getByLabel("Service", { exact: true }).getByRole("option", { name })).toHaveCount(1);

  // The screen in Latvian.
  await page.getByRole("link", { name: "Services" }).click();
  await page.getByLabel("Language").selectOption("lv");
  await expect(page.getByRole("button", { name: "Jauns pakalpojums" })).toBeVisible();
  await expect(page.getByLabel("Logotipa attēls")).toHaveAccessibleName("Logotipa attēls Izvēlēties failu");
  await expect(page.locator("label").filter({ hasText: "Izvēlēties failu" })).toBeVisible();
  await expect(page.getByText("Fails nav izvēlēts", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("checkbox", { name: "Testa pakalpojums: klienta lietotne nesūta analītikas notikumus" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "services-lv", { fullPage: true });
});

test("a provider operator creates no service but may replace their service's logo", async ({ page }) => {
  await signIn(page, await createConsoleOperator([{ service: SERVICE, role: "OPERATOR" }]));
  await page.getByRole("link", { name: "Services" }).click();
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(page.getByLabel("Logo image")).toBeEnabled();
  await expect(page.getByRole("button", { name: "New service" })).toHaveCount(0);
  expect(
    (
      await page.request.post("/api/v1/console/services", {
        data: { name: "e2e-nope", countryCode: "EE", defaultLanguage: "et" },
      })
    ).status(),
  ).toBe(404);
});

test("a viewer cannot upload a logo", async ({ page }) => {
  await signIn(page, await createConsoleOperator([{ service: SERVICE, role: "VIEWER" }]));
  await page.getByRole("link", { name: "Services" }).click();
  await expect(page.getByText("Your role on this service is read only.", { exact: true })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Preview of the customer's landing page" })).toBeVisible();
  await expect(page.getByLabel("Logo image")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "New service" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
