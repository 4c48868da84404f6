import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PLATE, fileClaim, operatorApi } from "../cases/case-fixtures.ts";
import { createAssistanceLink, createClaimLink, pathOf } from "../fixtures/operator.ts";

// What a phone on a weak connection shows before the app's JavaScript has arrived: the server's page alone,
// branded for the service, with a frame of the first screen. Then the app takes over the same screen.

const brandOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim().toLowerCase());
// The frame's header bar is a plain box (the app's hidden root holds the page's one <header>).
const headerBorderOf = (page: Page) =>
  page.locator("#first-paint > * > :first-child").evaluate((header) => getComputedStyle(header).borderBottomColor);

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

test("a page's code comes in one round: every file requested before the app takes over was in the page's list", async ({
  page,
  request,
}) => {
  // What the page has requested when the app takes the frame's screen over: the files its first screen needed.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.readyState === "loading" || document.getElementById("first-paint")) return;
      observer.disconnect();
      (window as unknown as { requestedAtTakeOver: string[] }).requestedAtTakeOver = performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname);
    }).observe(document, { childList: true, subtree: true });
  });
  const links = [pathOf((await createAssistanceLink()).url), pathOf((await createClaimLink()).url)];
  const data = (await dataPages(request)).map((dataPage) => dataPage.path);
  for (const path of ["/partner/demo", ...links, ...data]) {
    const html = await (await request.get(path)).text();
    // What the page asks for itself: its entry script, module preloads and style preloads.
    const list = {
      entry: /<script type="module"[^>]* src="([^"]+)"/.exec(html)![1],
      modules: [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]),
      styles: [...html.matchAll(/<link rel="preload" as="style" href="([^"]+)"/g)].map((match) => match[1]),
    };
    await page.goto(path);
    await expect(page.locator("#first-paint")).toHaveCount(0);
    const requested = await page.evaluate(
      () => (window as unknown as { requestedAtTakeOver: string[] }).requestedAtTakeOver,
    );
    const scripts = requested.filter((file) => file.startsWith("/assets/") && file.endsWith(".js"));
    expect(scripts.length, path).toBeGreaterThan(3);
    // A file the app found only while running would cost a phone another round trip before its first screen.
    expect(
      scripts.filter((file) => file !== list.entry && !list.modules.includes(file)),
      path,
    ).toEqual([]);
    // The entry's and its stages' styles are in the page; a flow's come as the page's style preloads.
    expect(
      requested.filter((file) => file.endsWith(".css") && !list.styles.includes(file)),
      path,
    ).toEqual([]);
  }
});

// Pages whose first screen is their data: the server renders it into the page from what the address names.
async function dataPages(request: APIRequestContext) {
  // `request` keeps the claim's session: the claim-received page's feedback invitation is asked for in it.
  const filed = await fileClaim(request);
  const operator = await operatorApi();
  const link = await operator.post(`/api/v1/admin/cases/${filed.caseId}/link`);
  expect(link.status(), await link.text()).toBe(201);
  const { code } = (await link.json()) as { code: string };
  const invitation = await request.get(`/api/v1/public/feedback?claimUuid=${filed.claimUuid}`);
  expect(invitation.status(), await invitation.text()).toBe(200);
  const { uuid } = (await invitation.json()) as { uuid: string };
  return [
    {
      name: "case-status",
      path: `/cases/status?code=${code}`,
      // The data call the app makes before it can draw the screen: held back to look at the page meanwhile.
      api: /\/api\/v1\/public\/cases\?/,
      heading: "Repair progress",
      texts: [DEMO_PLATE, "1 of 9 steps done", "Vehicle delivery to the workshop", filed.workshop.name],
    },
    {
      name: "feedback",
      path: `/feedback/${uuid}?caseType=CLAIM&language=et`,
      api: /\/api\/v1\/public\/feedback\/[^/]+\/validate/,
      heading: "Kuidas jäite teenusega rahule?",
      texts: ["Teie hinnang", "Saada tagasiside"],
    },
    {
      name: "picker",
      path: "/select-workshop-external?service=SV-DEMO&incidentType=WINDSHIELD_DAMAGE&vehicleMark=Toyota&language=lv",
      api: /\/api\/v1\/public\/services\/SV-DEMO\/workshops/,
      heading: "Izvēlieties servisu",
      texts: ["Mustamäe Klaasikeskus", "Vējstikla bojājums · Toyota"],
    },
  ];
}

/** Ids that more than one element of the page carries, and how many banner landmarks (header elements) it has. */
const duplicatesOf = (page: Page) =>
  page.evaluate(() => ({
    ids: Array.from(document.querySelectorAll("[id]"))
      .map((e) => e.id)
      .filter((id, i, all) => all.indexOf(id) !== i),
    headers: document.querySelectorAll("header").length,
  }));

test("a case-status, a feedback and a picker page paint their real first screen before any JavaScript runs", async ({
  browser,
  request,
}, testInfo) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await noScript.newPage();
  for (const { name, path, heading, texts } of await dataPages(request)) {
    await page.goto(path);
    const frame = page.locator("#first-paint");
    await expect(frame.locator("h1")).toHaveText(heading);
    for (const text of texts) await expect(frame.getByText(text).first()).toBeVisible();
    // Nothing in the page is the app's yet: no landmark, no id the app's screen will bring.
    expect(await duplicatesOf(page)).toEqual({ ids: [], headers: 0 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-no-javascript.png`), fullPage: true });
  }
  await noScript.close();
});

test("the app takes a data page's first screen over in place, with one copy of each id and landmark", async ({
  browser,
  request,
}) => {
  for (const { path, api, heading } of await dataPages(request)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(api, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    // The app is running and waits for its data: the server's screen stays, the app's own header stays hidden.
    await expect(page.locator("#root header")).toBeAttached();
    await expect(page.locator("#root [role=status]").first()).toBeAttached();
    const frameHeading = page.locator("#first-paint h1");
    await expect(frameHeading).toHaveText(heading);
    const before = await frameHeading.boundingBox();
    expect(await duplicatesOf(page)).toEqual({ ids: [], headers: 1 });

    release();
    await expect(page.locator("#first-paint")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    // The app's screen stands where the server's did: nothing moved.
    expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(before);
    expect(await duplicatesOf(page)).toEqual({ ids: [], headers: 1 });
    await context.close();
  }
});
