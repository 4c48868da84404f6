import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { operatorApi } from "../fixtures/operator.ts";
import { driverLinkTextedTo, uniquePhone } from "../fixtures/sms-inbox.ts";
import { somewhereInEstonia } from "../tracking/dispatch-fixtures.ts";

// The driver's phone opens an invitation sent by demo-lv's operator in Estonian: the app starts in Estonian, wears
// demo-lv's blue, and, once opened, opens again without a network from its own service worker.
test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });

test("the driver app starts in the invitation's language, in the inviting service's colours, and opens offline", async ({
  page,
  context,
}) => {
  const operator = await operatorApi();
  const phoneNumber = uniquePhone();
  const created = await operator.post("/api/v1/admin/drivers", {
    data: {
      fullName: "Toomas Teema",
      phoneNumber,
      company: "E2E Teema OÜ",
      ...somewhereInEstonia(),
      available: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const invite = await operator.post(`/api/v1/admin/drivers/${id}/invite`, {
    data: { language: "et", service: "demo-lv" },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  await operator.dispose();

  await page.goto(await driverLinkTextedTo(phoneNumber));
  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByRole("heading", { name: "Valvest väljas" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "et");
  await expect(page.getByRole("button", { name: "Alusta valvet" })).toBeVisible();
  // demo-lv's colour (#1565c0) behind the driver's name.
  await expect(page.locator("header").first()).toHaveCSS("background-color", "rgb(21, 101, 192)");
  await expectNoAxeViolations(page);

  // The driver app's own worker (not the customer's) controls it, and the shell opens without a network.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe("/driver");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Valvest väljas" })).toBeVisible();
  // Offline, the phone's own copy of the driver's day opens (device-store.ts), and says the network is down.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Valvest väljas" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Võrguühendus puudub" })).toBeVisible();
  await expectNoAxeViolations(page);
  // A phone that kept nothing (never opened, or signed out) still says only that there is no connection.
  await page.evaluate(() => localStorage.removeItem("hitch.driver.profile"));
  await page.reload();
  await expect(page.getByRole("heading", { name: "Ühendus puudub" })).toBeVisible();
  await expectNoAxeViolations(page);
  // It comes back by itself once the network does.
  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "Valvest väljas" })).toBeVisible({ timeout: 20_000 });
});
