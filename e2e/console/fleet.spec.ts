import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, request, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_ADMIN_KEY, E2E_BASE_URL } from "../fixtures/env.ts";
import { ensureTestService } from "../tracking/dispatch-fixtures.ts";
import { createConsoleOperator, interceptFileChoosers, signIn } from "./console-fixtures.ts";
import { keepScreenshot } from "../fixtures/screenshots.ts";

// Workshops and Vehicles in the operator console at desktop size, each test on a service of its own so
// that its lists hold only what it made.

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

const suffix = () => randomBytes(3).toString("hex").toUpperCase();

async function operatorOfNewService() {
  const service = `e2e-fleet-${suffix().toLowerCase()}`;
  await ensureTestService(service);
  return { service, email: await createConsoleOperator([{ service, role: "OPERATOR" }]) };
}

test("an operator adds a workshop by clicking the map and finds it on the list and the map", async ({ page }) => {
  const { service, email } = await operatorOfNewService();
  const name = `Remont ${suffix()}`;
  await signIn(page, email);
  await page.getByRole("link", { name: "Workshops" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Workshops" })).toBeVisible();
  await expect(page.getByText("No workshops yet.")).toBeVisible();

  await page.getByRole("button", { name: "Add workshop" }).click();
  await expect(page.getByRole("heading", { name: "New workshop" })).toBeVisible();
  // Saving without a location or an incident type says what is missing.
  await page.getByRole("button", { name: "Save workshop" }).click();
  await expect(page.getByText("Choose the location on the map.")).toBeVisible();
  await expect(page.getByText("Choose at least one kind of incident.")).toBeVisible();

  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Phone").fill("+3725550101");
  await page.getByLabel("Address", { exact: true }).fill("Pärnu mnt 10, Tallinn");
  // A place found by name moves the map there; a click on the map then sets the exact spot.
  await page.getByLabel("Find a place on the map").fill("Tartu");
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByRole("list", { name: "Places found" }).getByRole("button").first().click();
  await expect(page.getByText(/^Location: 58\.\d+, 26\.\d+/)).toBeVisible();
  const map = page.locator(".leaflet-container");
  await map.click({ position: { x: 200, y: 120 } });
  await expect(page.locator('.leaflet-marker-icon[title="Workshop location"]')).toBeVisible();
  await page.getByLabel("Traffic accident").check();
  await page.getByLabel("Vehicle makes").fill("Toyota, Škoda");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save workshop" }).click();

  await expect(page.getByRole("status")).toHaveText(`Saved: ${name}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(service);
  await expect(row).toContainText("Pärnu mnt 10, Tallinn");
  await expect(row).toContainText("Traffic accident");
  await expect(row).toContainText("Toyota, Škoda");
  await expect(page.locator(`.leaflet-marker-icon[title="${name}"]`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Edited: the form comes back filled in, the list shows the change.
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByLabel("Vehicle makes")).toHaveValue("Toyota, Škoda");
  await page.getByLabel("Phone").fill("+3725550202");
  await page.getByRole("button", { name: "Save workshop" }).click();
  await expect(row).toContainText("+3725550202");

  // Removed after a second, explicit click.
  await row.getByRole("button", { name: `Remove ${name}` }).click();
  await row.getByRole("button", { name: `Yes, remove ${name}` }).click();
  await expect(page.getByRole("status")).toHaveText(`Removed: ${name}`);
  await expect(row).toHaveCount(0);

  // Each change is in the audit log.
  await page.getByRole("link", { name: "Audit log" }).click();
  for (const action of ["workshop.create", "workshop.update", "workshop.remove"])
    await expect(page.getByRole("row").filter({ hasText: action }).filter({ hasText: email })).toBeVisible();
});

test("an operator uploads a CSV with good and bad rows and reads the report row by row", async ({ page }) => {
  interceptFileChoosers(page);
  const { service, email } = await operatorOfNewService();
  const plate = `GD${suffix()}`;
  await signIn(page, email);
  await page.getByRole("link", { name: "Vehicles" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vehicles" })).toBeVisible();
  await expect(page.getByLabel("Service")).toHaveValue(/\d+/);
  await page.getByLabel("Service").selectOption({ label: service });

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download an example file" }).click();
  const example = await readFile(await (await download).path(), "utf8");
  expect(example.split("\r\n")[0]).toBe(
    "licensePlate,vinCode,mark,model,year,bodyType,transmissionType,weightKg,color,driveType,insuranceValidFrom,insuranceValidTo",
  );

  const csv = [
    "licensePlate;mark;model;year;insuranceValidFrom;insuranceValidTo",
    `${plate};Audi;A4;2019;2026-01-01;2099-12-31`,
    `;Kia;Rio;;;`,
    `${plate}X;Opel;Astra;1700;;`,
    `${plate}Y;Volvo;V70;;2026-01-01;`,
    `${plate};Audi;A6;;;`,
  ].join("\n");
  // The file is picked with a click on the console's own "Choose file" button, and its name shows beside it.
  const fileInput = page.getByLabel("CSV file");
  await expect(fileInput).toHaveAccessibleName("CSV file Choose file");
  await expect(page.getByText("No file chosen", { exact: true })).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await page.locator("label").filter({ hasText: "Choose file" }).click();
  await (await chooser).setFiles({ name: "fleet.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByText("fleet.csv", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Upload" }).click();

  await expect(page.getByRole("heading", { name: "Import report" })).toBeVisible();
  const counts = page.locator("dl").filter({ hasText: "Added" });
  await expect(counts).toContainText(/Added\s*1/);
  await expect(counts).toContainText(/Updated\s*0/);
  await expect(counts).toContainText(/Rejected\s*4/);
  const rejected = page.getByRole("table", { name: "Rejected rows" });
  await expect(rejected.getByRole("row")).toHaveText([
    /Row\s*Why it was rejected/,
    /2\s*Plate is missing\./,
    /3\s*Year is not valid\./,
    /4\s*Insurance dates: give both, and the end not before the start\./,
    /5\s*The same plate is already in an earlier row of this file\./,
  ]);
  await expectNoAxeViolations(page);

  // A file with a column the import does not know is refused whole, and says which; this time the keyboard
  // picks it: Tab reaches the hidden input, Space opens the chooser, Enter on Upload sends it.
  for (let i = 0; i < 100 && !(await fileInput.evaluate((input) => input === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(fileInput).toBeFocused();
  const keyboardChooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (
    await keyboardChooser
  ).setFiles({ name: "wrong.csv", mimeType: "text/csv", buffer: Buffer.from("plate,mark,model\nAB123,Audi,A4\n") });
  await expect(page.getByText("wrong.csv", { exact: true })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Upload" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText('The file was not imported: unknown column "plate".');

  // In Latvian the control speaks Latvian, not the browser's language.
  await page.getByLabel("Language").selectOption("lv");
  await expect(page.getByLabel("CSV fails")).toHaveAccessibleName("CSV fails Izvēlēties failu");
  await expect(page.locator("label").filter({ hasText: "Izvēlēties failu" })).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "vehicles-import-lv", { fullPage: true });
});

test("an operator searches a plate and sees the vehicle's insurance with this service", async ({ page }) => {
  const { service, email } = await operatorOfNewService();
  const plate = `SR${suffix()}`;
  const api = await request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { Authorization: `Bearer ${E2E_ADMIN_KEY}` },
  });
  const row = { licensePlate: plate, mark: "Škoda", model: "Octavia", year: 2020, color: "Grey" };
  const imported = await api.post(`/api/v1/admin/services/${service}/vehicles/import`, {
    data: [{ ...row, insuranceValidFrom: "2024-01-01", insuranceValidTo: "2099-12-31" }],
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  await api.dispose();

  await signIn(page, email);
  await page.getByRole("link", { name: "Vehicles" }).click();
  await page.getByLabel("Service").selectOption({ label: service });
  const search = page.getByRole("search");
  await search.getByLabel("Plate number").fill(`${plate.slice(0, 2)} ${plate.slice(2).toLowerCase()}`);
  await search.getByRole("button", { name: "Search" }).click();

  const vehicle = page.getByRole("article", { name: plate });
  await expect(vehicle.getByRole("heading", { level: 3 })).toHaveText(`${plate} · Škoda Octavia 2020`);
  await expect(vehicle).toContainText("Insured by this service today");
  await expect(vehicle).toContainText("Grey");
  await expect(vehicle.getByRole("row").nth(1)).toContainText(/In force/);
  await expectNoAxeViolations(page);

  await search.getByLabel("Plate number").fill("ZZ000000");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No vehicle with the plate ZZ000000.")).toBeVisible();
});

test("a viewer of demo-lv reads its workshops and vehicles, changes nothing and sees nothing of demo", async ({
  page,
}) => {
  const email = await createConsoleOperator([{ service: "demo-lv", role: "VIEWER" }]);
  await signIn(page, email);
  await page.getByRole("link", { name: "Workshops" }).click();
  const rows = page.getByRole("row").filter({ hasNot: page.getByRole("columnheader") });
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText("demo-lv");
  await expect(page.getByRole("button", { name: "Add workshop" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);

  await page.getByRole("link", { name: "Vehicles" }).click();
  await expect(page.getByLabel("Service").getByRole("option")).toHaveText(["demo-lv"]);
  await expect(page.getByText("You can read this service's vehicles but not import them.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
