import { expect, test, type Page } from "@playwright/test";
import { createAssistanceLink, pathOf } from "../fixtures/operator.ts";

// What a phone on a weak connection shows before the app's JavaScript has arrived: the server's page alone,
// branded for the service, with a frame of the first screen. Then the app takes over the same screen.

const brandOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim().toLowerCase());
const headerBorderOf = (page: Page) =>
  page.locator("header").evaluate((header) => getComputedStyle(header).borderBottomColor);

test("before any JavaScript runs, partner and link pages paint the service's brand and their first screen", async ({
  browser,
  request,
}) => {
  const theme = await (await request.get("/api/v1/public/theme/demo-lv")).json();
  expect(theme.color).not.toBe("#d32f2f");
  const link = await createAssistanceLink({ serviceName: "demo-lv", language: "lt" });

  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await noScript.newPage();
  await page.goto("/partner/demo-lv?language=lv");
  // The frame is inert (a picture of the screen until the app is there), so it is found by its text.
  const frame = page.locator("#first-paint");
  await expect(frame.locator("h1")).toHaveText("Kā mēs varam palīdzēt?");
  await expect(frame.getByText("Pieteikt zaudējumu")).toBeVisible();
  expect(await brandOf(page)).toBe(theme.color.toLowerCase());
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(theme.color.slice(i, i + 2), 16));
  expect(await headerBorderOf(page)).toBe(`rgb(${r}, ${g}, ${b})`);
  expect(await page.locator("meta[name=theme-color]").getAttribute("content")).toBe(theme.color);

  // A link page, in its request's language; the server only looks the link up.
  await page.goto(pathOf(link.url));
  expect(await page.locator("html").getAttribute("lang")).toBe("lt");
  expect(await brandOf(page)).toBe(theme.color.toLowerCase());
  // A fresh request's link shows the flow's landing, where the app will land.
  await expect(frame.locator("h1")).toHaveText("Užsakyti pagalbą kelyje");
  await noScript.close();

  // The app then opens the same link: looking it up for the page did not use it up.
  const app = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const appPage = await app.newPage();
  await appPage.goto(pathOf(link.url));
  await expect(appPage).toHaveURL(/\/assistance\/landing$/);
  await expect(appPage.getByRole("heading", { level: 1 })).toHaveText("Užsakyti pagalbą kelyje");
  expect(await brandOf(appPage)).toBe(theme.color.toLowerCase());
  await app.close();
});

test("the app takes over the frame's screen, and every file comes compressed", async ({ page }) => {
  const encodings = new Map<string, string>();
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "document" || type === "script" || type === "stylesheet")
      encodings.set(new URL(response.url()).pathname, response.headers()["content-encoding"] ?? "none");
  });
  await page.goto("/partner/demo");
  await expect(page.getByRole("heading", { name: "How can we help?" })).toHaveCount(1);
  await expect(page.locator("#first-paint")).toHaveCount(0);
  await expect(page.locator("#root")).toBeVisible();
  await expect(page.locator("#root").getByRole("heading", { name: "How can we help?" })).toBeVisible();
  expect(encodings.get("/partner/demo")).toBe("br");
  const scripts = [...encodings].filter(([path]) => path.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter(([, encoding]) => encoding !== "br")).toEqual([]);
});
