import { expect, test, type Page } from "@playwright/test";
import { chooseIncident, GPS_POSITION, openNewRequest, saveMapStep, saveVehicleStep, start } from "./flow.ts";

// The phone gives its position, so the map step's pin is placed.
test.use({ geolocation: GPS_POSITION, permissions: ["geolocation"] });

async function toDetails(page: Page, language?: string) {
  await openNewRequest(page, language ? { language } : {});
  await start(page);
  await saveVehicleStep(page);
  await chooseIncident(page);
  await saveMapStep(page);
}

test("the terms open from the agreement link through #modal-open, in the reader's English with a note that the Estonian text binds, and Ok closes them", async ({
  page,
}) => {
  await toDetails(page);
  await page.locator("main label a").click();
  await expect(page).toHaveURL(/#modal-open$/);
  const dialog = page.locator("dialog[open]");
  await expect(dialog.getByRole("tab")).toHaveCount(2);
  const panel = dialog.getByRole("tabpanel");
  await expect(panel).toHaveAttribute("lang", "en");
  await expect(panel.getByTestId("binding-note")).toHaveText(
    "A translation for your convenience: the Estonian text is binding.",
  );
  await expect(panel).toContainText("General provisions");
  // The service's operator company from its configuration, or the generic wording.
  await expect(panel).toContainText(/Hitch Demo OÜ|the service provider/);
  await dialog.getByRole("tab").nth(1).click();
  await expect(panel).toContainText("Data Protection Inspectorate");
  await expect(panel).toContainText("7 years");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/#modal-close$/);
  await expect(dialog).toHaveCount(0);
});

test("the terms are the binding Estonian text for an Estonian page, and translations for Russian and Lithuanian", async ({
  page,
}) => {
  for (const [language, heading, note] of [
    ["et", "Üldsätted", null],
    ["ru", "Общие положения", "Это перевод для вашего удобства: обязательную силу имеет текст на эстонском языке."],
    ["lt", "Bendrosios nuostatos", "Tai vertimas jūsų patogumui: privalomas yra tekstas estų kalba."],
  ] as const) {
    await toDetails(page, language);
    await page.goto(page.url() + "#modal-open");
    const panel = page.locator("dialog[open]").getByRole("tabpanel");
    await expect(panel).toHaveAttribute("lang", language);
    await expect(panel).toContainText(heading);
    if (note) await expect(panel.getByTestId("binding-note")).toHaveText(note);
    else await expect(panel.getByTestId("binding-note")).toHaveCount(0);
  }
});

test("opening the address with #modal-open shows the terms, in Latvian for a Latvian page", async ({ page }) => {
  await toDetails(page, "lv");
  await page.goto(page.url() + "#modal-open");
  const panel = page.locator("dialog[open]").getByRole("tabpanel");
  await expect(panel).toHaveAttribute("lang", "lv");
  await expect(panel).toContainText("Vispārīgie noteikumi");
  // Latvian is the binding text for a Latvian reader: no translation note.
  await expect(panel.getByTestId("binding-note")).toHaveCount(0);
  await page.goto(page.url().replace(/#.*/, "#modal-close"));
  await expect(page.locator("dialog[open]")).toHaveCount(0);
  await page.goBack();
  await expect(page.locator("dialog[open]")).toBeVisible();
});
