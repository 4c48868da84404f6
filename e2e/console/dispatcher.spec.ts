import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { operatorApi } from "../fixtures/operator.ts";
import { north, somewhereInEstonia, submitRequestFromPage, type Point } from "../tracking/dispatch-fixtures.ts";
import { createDispatcher, signIn } from "./console-fixtures.ts";
import { keepScreenshot } from "../fixtures/screenshots.ts";

// A towing company's dispatcher at a desktop: only their company's drivers and jobs, and nothing of a provider's.
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

const company = () => `Tow ${randomBytes(3).toString("hex")}`;

/** A free driver of the company at the spot, made through the operator API. */
async function companyDriver(fullName: string, towingCompany: string, at: Point): Promise<void> {
  const api = await operatorApi();
  const res = await api.post("/api/v1/admin/drivers", {
    data: { fullName, phoneNumber: "+37255500002", company: towingCompany, ...at, available: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  await api.dispose();
}

test("a dispatcher adds a driver to their company, makes them available and sees only their own company", async ({
  page,
}) => {
  const mine = company();
  const theirs = company();
  // Another company's driver, made through the operator API: the dispatcher must never see them.
  const api = await operatorApi();
  const rival = await api.post("/api/v1/admin/drivers", {
    data: { fullName: "Rival Driver", phoneNumber: "+37255500001", company: theirs, latitude: 59.43, longitude: 24.75 },
  });
  expect(rival.status()).toBe(201);
  await api.dispose();

  await signIn(page, await createDispatcher(mine));
  // The navigation names their two screens and no provider screen.
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(page.getByRole("heading", { name: "Jobs" })).toBeVisible();
  // Requests lists only the jobs their company was offered or held.
  await expect(nav.getByRole("link")).toHaveText(["Jobs", "Drivers", "Requests"]);
  await expect(page.getByText("No job is offered to or held by your drivers.")).toBeVisible();
  await expectNoAxeViolations(page);

  await nav.getByRole("link", { name: "Drivers" }).click();
  await expect(page.getByRole("heading", { name: "Drivers" })).toBeVisible();
  await expect(page.getByText(mine, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Add driver" }).click();
  const form = page.getByRole("form", { name: "New driver" });
  await form.getByLabel("Name").fill("Peeter Puks");
  await form.getByLabel("Phone").fill("call me");
  await form.getByRole("button", { name: "Add driver" }).click();
  await expect(form.getByText("Phone number can contain only digits")).toBeVisible();
  await form.getByLabel("Phone").fill("+37255512399");
  // The company is theirs, shown and not to be changed.
  await expect(form.getByLabel("Towing company")).toHaveValue(mine);
  await form.getByRole("button", { name: "Add driver" }).click();

  const panel = page.getByRole("region", { name: "Peeter Puks" });
  await expect(panel.getByText("Off duty")).toBeVisible();
  await panel.getByRole("button", { name: "Make available" }).click();
  await expect(panel.getByText("Free", { exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Peeter Puks" })).toContainText("Free");
  await expect(page.getByText("Rival Driver")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The invitation goes out by SMS in the chosen language; a dispatcher picks no service colours.
  await expect(panel.getByLabel("Colours of")).toHaveCount(0);
  await panel.getByLabel("Language").selectOption("lv");
  await panel.getByRole("button", { name: "Send the link by SMS" }).click();
  await expect(
    panel.getByText("Sign-in link sent by SMS to +37255512399. It opens the driver app on one phone."),
  ).toBeVisible();

  // Removal asks first, naming the driver; Cancel keeps them, Remove takes them off the list.
  const row = page.getByRole("row").filter({ hasText: "Peeter Puks" });
  await panel.getByRole("button", { name: "Remove", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Remove Peeter Puks?" });
  await expect(confirm).toContainText("Their phones are signed out");
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "driver-remove-dialog");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await expect(panel).toBeVisible();
  await panel.getByRole("button", { name: "Remove", exact: true }).click();
  await confirm.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(panel).toBeHidden();
  await expect(row).toHaveCount(0);

  // A provider's screens and data are as absent as a service that is not theirs.
  for (const url of ["/api/v1/console/requests", "/api/v1/console/callbacks?state=open", "/api/v1/console/audit"]) {
    expect({ url, status: (await page.request.get(url)).status() }).toEqual({ url, status: 404 });
  }
  await page.goto("/console/board");
  await expect(page).toHaveURL(/\/console\/jobs$/);
});

test("a dispatcher gives a job offered to one of their drivers to another, and the customer sees that driver", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const mine = company();
  const at = somewhereInEstonia();
  // The nearest driver gets the offer; the colleague far away is free for the dispatcher to choose.
  await companyDriver("Olev Offered", mine, north(at, 500));
  await companyDriver("Tiit Teine", mine, north(at, 25_000));
  await signIn(page, await createDispatcher(mine));
  await expect(page.getByRole("heading", { name: "Jobs" })).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const customer = await phone.newPage();
  // Other specs' requests anywhere in Estonia may be offered to these drivers too (the last search radius is
  // 100 km), and each card's driver choice names the free drivers: only this request's address picks its card.
  const address = `Dispatcher tee ${randomBytes(3).toString("hex")}`;
  await submitRequestFromPage(customer, { ...at, address });

  // The offer appears on the screen without a reload (the list is re-read every few seconds).
  const job = page.getByRole("listitem").filter({ hasText: address });
  // Named as whom it is offered to: the free drivers' names are in the card's choice of driver as well.
  await expect(job).toContainText(/Offered to\s*Olev Offered/, { timeout: 30_000 });
  await expect(job).toContainText("123ABC");
  await job.getByLabel("Give to").selectOption({ label: "Tiit Teine" });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("dispatcher-jobs-offered.png"), fullPage: true });
  await job.getByRole("button", { name: "Assign" }).click();

  // The same card, now held by the colleague.
  const held = job;
  await expect(held).toContainText("Taken");
  await expect(held).toContainText(/Driver\s*Tiit Teine · accepted/);
  await expect(held).not.toContainText("Offered to");
  // The colleague the offer was for is free again: the dispatcher could move the job back to him.
  await expect(held.getByLabel("Move to").getByRole("option", { name: "Olev Offered" })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath("dispatcher-jobs-taken.png"), fullPage: true });

  // The customer's tracking screen names the driver the dispatcher chose.
  await expect(customer.getByText("Tiit Teine")).toBeVisible({ timeout: 20_000 });
  await customer.screenshot({ path: test.info().outputPath("customer-tracking-dispatcher.png") });
  await phone.close();
});

test("the drivers map fits all of the company's drivers, however far apart", async ({ page }) => {
  const mine = company();
  await companyDriver("Tallinn Toomas", mine, { latitude: 59.437, longitude: 24.7536 });
  await companyDriver("Tartu Tiit", mine, { latitude: 58.378, longitude: 26.729 });
  await signIn(page, await createDispatcher(mine));
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Drivers" }).click();
  const map = page.getByRole("region", { name: "Map of the drivers" });
  const box = (await map.locator(".leaflet-container").boundingBox())!;
  for (const name of ["Tallinn Toomas", "Tartu Tiit"]) {
    const marker = map.locator(`.leaflet-marker-icon[title^="${name}"]`);
    await expect(marker).toBeVisible();
    await expect
      .poll(
        async () => {
          const m = (await marker.boundingBox())!;
          return (
            m.x >= box.x && m.y >= box.y && m.x + m.width <= box.x + box.width && m.y + m.height <= box.y + box.height
          );
        },
        { message: `${name} inside the map` },
      )
      .toBe(true);
  }
  await keepScreenshot(page, "drivers-map-fitted");
});
