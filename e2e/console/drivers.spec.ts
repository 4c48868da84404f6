import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { keepScreenshot } from "../fixtures/screenshots.ts";
import { createConsoleOperator, signIn } from "./console-fixtures.ts";

// The Drivers screen as a provider's operator uses it: add a tow driver of any company, edit them, put them on
// the map as available, and invite them to the driver app wearing one of the operator's services' colours.
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

test("a provider operator adds a driver, edits them, makes them available and invites them in a service's colours", async ({
  page,
}) => {
  const company = `Tow ${randomBytes(3).toString("hex")}`;
  const name = `Ott Operaatori ${randomBytes(2).toString("hex")}`;
  await signIn(page, await createConsoleOperator([{ service: "demo", role: "OPERATOR" }]));
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Drivers" }).click();
  await expect(page.getByRole("heading", { name: "Drivers", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Add driver" }).click();
  const form = page.getByRole("form", { name: "New driver" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Phone").fill("+37255512398");
  await form.getByLabel("Towing company").fill(company);
  await form.getByRole("button", { name: "Add driver" }).click();

  const panel = page.getByRole("region", { name });
  await expect(panel.getByText("Off duty")).toBeVisible();
  await panel.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("form", { name: `Edit ${name}` });
  await edit.getByLabel("Phone").fill("+37255512397");
  await edit.getByRole("button", { name: "Save" }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("+37255512397");
  await expect(row).toContainText(company);
  // The age of the driver's last position: a phone that stopped reporting shows here.
  await expect(row.getByRole("cell").last()).toHaveText("just now");

  await panel.getByRole("button", { name: "Make available" }).click();
  await expect(row).toContainText("Free");
  await expect(
    page.getByRole("region", { name: "Map of the drivers" }).locator(`.leaflet-marker-icon[title^="${name}"]`),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await panel.getByLabel("Language").selectOption("et");
  await panel.getByLabel("Colours of").selectOption({ label: "demo" });
  await panel.getByRole("button", { name: "Send the link by SMS" }).click();
  await expect(panel.getByText("The link is on its way to the driver's phone.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("drivers-operator.png") });
  await keepScreenshot(page, "console-drivers-position-age");
});
