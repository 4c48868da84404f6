import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";

// The other specs run without the service worker (playwright.config.ts): each new browser context
// would otherwise precache the whole app, on every test, without any of them looking at it. This is
// the spec that does, with the worker allowed as in a customer's browser.
test.use({ serviceWorkers: "allow" });

test("the app installs its service worker; offline, a reload still opens the app and says the network is down", async ({
  page,
  context,
}) => {
  await page.goto("/partner/demo");
  await expect(page.getByRole("heading", { name: "How can we help?" })).toBeVisible();
  // ready resolves once the worker is active, that is once it has precached the app.
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
  expect(worker).toMatch(/\/sw\.js$/);
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const entries = await Promise.all(
      names.map(async (name) =>
        (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
      ),
    );
    return entries.flat();
  });
  expect(precached).toContain("/index.html");
  expect(precached.filter((path) => path.startsWith("/assets/") && path.endsWith(".js")).length).toBeGreaterThan(10);

  // Online, a page still comes from the server, branded for its service, not from the worker's copy.
  await page.reload();
  await expect(page.getByRole("heading", { name: "How can we help?" })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await page.locator("script#hitch-theme").count()).toBe(1);

  // A customer on a dropped connection reloads: the page comes from the worker, and only the API
  // call fails, with the app's own message instead of the browser's offline page.
  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByText("Network outage detected. Please make sure connection is working and try again."),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expectNoAxeViolations(page);

  // Back online, 'Try again' is all it takes.
  await context.setOffline(false);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "How can we help?" })).toBeVisible();
});
