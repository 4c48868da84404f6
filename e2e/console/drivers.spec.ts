import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_BASE_URL } from "../fixtures/env.ts";
import { operatorApi } from "../fixtures/operator.ts";
import { keepScreenshot } from "../fixtures/screenshots.ts";
import { driverLinkTextedTo, textsTo, uniquePhone } from "../fixtures/sms-inbox.ts";
import { createConsoleOperator, signIn, signInAsNewAdministrator } from "./console-fixtures.ts";

// The Drivers screen: a platform administrator adds, edits and invites a tow driver, whose phone opens the texted
// link once; another provider's operator only reads the drivers, and an invitation they try is a 404 with no link.
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

/** The drivers screen at both console sizes, light and dark, for people to look at. */
async function keepDriversScreens(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [768, 1024],
  ]) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await keepScreenshot(page, `${name}-${width}-${colorScheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("an administrator adds, edits and invites a driver; the texted link opens one phone and not a second", async ({
  page,
  browser,
}) => {
  const company = `Tow ${randomBytes(3).toString("hex")}`;
  const name = `Ott Admini ${randomBytes(2).toString("hex")}`;
  const phone = uniquePhone();
  await signInAsNewAdministrator(page);
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
  await edit.getByLabel("Phone").fill(phone);
  await edit.getByRole("button", { name: "Save" }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(phone);
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
  await expect(
    panel.getByText(`Sign-in link sent by SMS to ${phone}. It opens the driver app on one phone.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await keepDriversScreens(page, "drivers-admin");

  // The driver's phone opens the link from the SMS; a second phone with the same link is told to ask for a new one.
  const link = await driverLinkTextedTo(phone);
  const phoneSize = { viewport: { width: 390, height: 844 }, baseURL: E2E_BASE_URL };
  const first = await (await browser.newContext(phoneSize)).newPage();
  await first.goto(link);
  await expect(first).toHaveURL(/\/driver$/);
  await expect(first.getByText(name).first()).toBeVisible();
  const second = await (await browser.newContext(phoneSize)).newPage();
  await second.goto(link);
  await expect(second.getByRole("heading", { name: "Seda linki on juba kasutatud" })).toBeVisible();
  await expect(second.getByText("Küsi dispetšerilt uus link.")).toBeVisible();
  await expectNoAxeViolations(second);
  await keepScreenshot(second, "driver-link-used");
  // The first phone, tapping the SMS again, stays signed in.
  await first.goto(link);
  await expect(first.getByText(name).first()).toBeVisible();
  await first.context().close();
  await second.context().close();
});

test("another provider's operator reads the drivers and changes none: their invitation is a 404 with no link in any answer", async ({
  page,
}) => {
  const phone = uniquePhone();
  const name = `Juhan Teine ${randomBytes(2).toString("hex")}`;
  const api = await operatorApi();
  const created = await api.post("/api/v1/admin/drivers", {
    data: { fullName: name, phoneNumber: phone, company: "E2E Other Tow", latitude: 58.38, longitude: 26.72 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await api.dispose();

  const bodies: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/"))
      void response.text().then(
        (body) => bodies.push(body),
        () => {},
      );
  });
  await signIn(page, await createConsoleOperator([{ service: "demo-lv", role: "OPERATOR" }]));
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Drivers" }).click();
  await expect(page.getByRole("heading", { name: "Drivers", level: 1 })).toBeVisible();
  await expect(
    page.getByText("Drivers are added and changed by their towing company's dispatcher or a platform administrator."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Add driver" })).toHaveCount(0);
  await page.getByRole("button", { name, exact: true }).click();
  const panel = page.getByRole("region", { name });
  await expect(panel.getByText(phone)).toBeVisible();
  for (const action of ["Edit", "Remove", "Make available", "Send the link by SMS"])
    await expect(panel.getByRole("button", { name: action })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await keepDriversScreens(page, "drivers-read-only");

  // Tried through the console's API as this operator: every write is a 404, as if the driver did not exist.
  const headers = { origin: E2E_BASE_URL };
  const attempts = [
    await page.request.post(`/api/v1/console/drivers/${id}/invite`, {
      headers,
      data: { language: "et", serviceId: null },
    }),
    await page.request.patch(`/api/v1/console/drivers/${id}`, { headers, data: { fullName: "Renamed by demo-lv" } }),
    await page.request.get(`/api/v1/console/drivers/${id}/sessions`, { headers }),
    await page.request.delete(`/api/v1/console/drivers/${id}`, { headers }),
  ];
  for (const attempt of attempts) {
    expect({ url: attempt.url(), status: attempt.status() }).toEqual({ url: attempt.url(), status: 404 });
    bodies.push(await attempt.text());
  }
  expect(bodies.length).toBeGreaterThan(4);
  for (const body of bodies) expect(body).not.toMatch(/driver-link/);
  // Nothing was texted to the driver, and their name stands.
  expect(await textsTo(phone)).toEqual([]);
  await page.reload();
  await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
});
