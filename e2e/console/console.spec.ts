import { expect, test } from "@playwright/test";
import { createOTP } from "@better-auth/utils/otp";
import { base32 } from "@better-auth/utils/base32";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { somewhereInEstonia, submitRequestFromPage } from "../tracking/dispatch-fixtures.ts";
import { createConsoleOperator, PASSWORD, rateAClaim, signIn } from "./console-fixtures.ts";

// The operator console at desktop size: a provider's call-centre signs in, watches its requests arrive
// live, opens one and cancels it; an administrator enrols a second factor; another provider's operator
// sees none of it.
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

test("a provider operator sees a new request arrive on the board live, opens it and cancels it", async ({
  page,
  browser,
}) => {
  const email = await createConsoleOperator([{ service: "demo", role: "OPERATOR" }]);
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Live board" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The customer orders on their phone while the board stays open: no reload on the operator's side.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await phone.newPage();
  const created = await submitRequestFromPage(customer, somewhereInEstonia());
  const row = page.getByRole("row").filter({ hasText: created.externalId });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText("123ABC");

  await row.getByRole("link", { name: created.externalId }).click();
  await expect(page.getByRole("heading", { name: `Request ${created.externalId}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "+37255512345" })).toHaveAttribute("href", "tel:+37255512345");
  await expect(page.getByText("Front left tyre is flat.")).toBeVisible();
  await expect(page.getByText("Submitted by the customer")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Cancel request" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel the request" });
  await dialog.getByRole("radio", { name: "The customer asked" }).check();
  await dialog.getByRole("button", { name: "Cancel the request" }).click();
  await expect(page.getByText(/Cancelled by/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel request" })).toHaveCount(0);

  // The cancel is in the audit log with the operator's name on it.
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("row").filter({ hasText: "request.cancel" }).filter({ hasText: email })).toBeVisible();
  await phone.close();
});

test("an operator of demo-lv sees nothing of demo, on screen and through the API", async ({ page, browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const created = await submitRequestFromPage(await phone.newPage(), somewhereInEstonia());
  await phone.close();

  const email = await createConsoleOperator([{ service: "demo-lv", role: "OPERATOR" }]);
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Live board" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Service" }).getByRole("option")).toHaveText([
    "All services",
    "demo-lv",
  ]);
  await expect(page.getByText(created.externalId)).toHaveCount(0);

  await page.goto(`/console/requests/${created.id}`);
  await expect(page.getByRole("alert")).toHaveText("Not found, or not one of your services.");
  expect((await page.request.get(`/api/v1/console/requests/${created.id}`)).status()).toBe(404);
  const board = await (await page.request.get("/api/v1/console/requests")).json();
  expect(board.requests.map((r: { id: number }) => r.id)).not.toContain(created.id);
});

test("a platform administrator enrols an authenticator app at first sign-in, then signs in with its code", async ({
  page,
}) => {
  const email = await createConsoleOperator([], true);
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Set up your second factor" })).toBeVisible();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  const secret = (await page.getByTestId("totp-secret").innerText()).trim();
  const code = () => createOTP(base32.decode(secret)).totp();
  await expectNoAxeViolations(page);
  await page.getByLabel("Code").fill("12345");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Enter the six digits.")).toBeVisible();
  await page.getByLabel("Code").fill(await code());
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Live board" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await signIn(page, email);
  await expect(page.getByText("Enter the six-digit code from your authenticator app.")).toBeVisible();
  await page.getByLabel("Code").fill(await code());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Live board" })).toBeVisible();
});

test("the board speaks all five languages", async ({ page }) => {
  const email = await createConsoleOperator([{ service: "demo", role: "VIEWER" }]);
  await signIn(page, email);
  const headings = { et: "Reaalajas tahvel", ru: "Оперативная панель", lv: "Tiešsaistes panelis", lt: "Gyva lenta" };
  // The map and its legend speak the language too: [the map's name, open request, free driver].
  const maps = {
    et: ["Avatud päringute ja juhtide kaart", "Avatud päring", "Vaba"],
    ru: ["Карта открытых заявок и водителей", "Открытая заявка", "Свободен"],
    lv: ["Atvērto pieprasījumu un vadītāju karte", "Atvērts pieprasījums", "Brīvs"],
    lt: ["Atvirų užklausų ir vairuotojų žemėlapis", "Atvira užklausa", "Laisvas"],
  };
  await expect(page.getByRole("heading", { name: "Live board" })).toBeVisible();
  let label = "Language";
  const labels = { et: "Keel", ru: "Язык", lv: "Valoda", lt: "Kalba" };
  for (const [language, heading] of Object.entries(headings) as [keyof typeof headings, string][]) {
    await page.getByLabel(label).selectOption(language);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const [mapName, request, free] = maps[language];
    const legend = page.getByRole("region", { name: mapName }).getByRole("list");
    await expect(legend).toContainText(request);
    await expect(legend).toContainText(free);
    label = labels[language];
  }
  await expectNoAxeViolations(page);
});

test("an operator makes a link for a caller on the phone, texts it and sees it delivered", async ({
  page,
  browser,
}) => {
  const email = await createConsoleOperator([{ service: "demo", role: "OPERATOR" }]);
  await signIn(page, email);
  await page.getByRole("link", { name: "New link" }).click();
  await expect(page.getByRole("heading", { name: "New link" })).toBeVisible();
  await page.getByLabel("Caller's phone").fill("5551x");
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page.getByText("Phone number can contain only digits")).toBeVisible();
  await page.getByLabel("Caller's phone").fill("55512345");
  await page.getByLabel("Caller's language").selectOption("en");
  await page.getByLabel("Name").fill("Mari Maasikas");
  await page.getByLabel("Plate number").fill("123ABC");
  await page.getByLabel("What happened").fill("Battery is dead");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Create link" }).click();

  const link = page.getByLabel("Link", { exact: true });
  await expect(link).toHaveValue(/\/assistance-request-link\//);
  await expect(page.getByRole("status")).toHaveText("SMS sent");
  const heading = await page.getByRole("heading", { level: 1 }).innerText();
  const externalId = heading.replace(/^Link for (\S+) created$/, "$1");

  // The caller opens it on their phone: the request is theirs, with what they said already in it.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await phone.newPage();
  await customer.goto(new URL(await link.inputValue()).pathname);
  await expect(customer).toHaveURL(/\/assistance\/landing$/);
  await phone.close();

  await page.goto("/console/audit");
  const entry = page.getByRole("row").filter({ hasText: "link.create" }).filter({ hasText: email });
  await expect(entry).toContainText(externalId);
});

test("a forgotten password is asked for by e-mail, and a used or wrong reset link says so", async ({ page }) => {
  await page.goto("/console");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await page.getByLabel("E-mail").fill("someone@example.com");
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status")).toContainText("a link is on its way");

  await page.goto("/console/reset-password?token=not-a-real-token");
  await page.getByLabel("New password (at least 12 characters)").fill("short");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("Use at least 12 characters.")).toBeVisible();
  await page.getByLabel("New password (at least 12 characters)").fill("a long enough password");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("alert")).toHaveText("This link is not valid any more. Ask for a new one.");
  await expectNoAxeViolations(page);
});

const SCREENS = ["Live board", "Call-backs", "New link", "Workshops", "Vehicles", "Claims", "Cases", "Feedback"].concat(
  ["Reports", "SMS", "Services", "Drivers", "Audit log"],
);

test("every screen fits a tablet held upright: no page wider than the screen", async ({ page }) => {
  // Screens with data are the ones that overflow (a chart's table, a long incident name): a rated claim fills
  // Claims, Cases, Feedback and Reports, whatever other specs left behind.
  await rateAClaim(page.request, 3, `Tablet walk ${Date.now()}`);
  await page.setViewportSize({ width: 768, height: 1024 });
  // Whenever the page changes, before the browser paints it: the widest a shown chart's drawing ever was beyond its
  // box. A chart drawn first at a default width and resized a frame later flashed wider than a tablet's page.
  await page.addInitScript(() => {
    const state = window as unknown as { chartOverflow: number };
    state.chartOverflow = 0;
    new MutationObserver(() => {
      document.querySelectorAll("figure svg").forEach((svg) => {
        const box = svg.parentElement;
        // A screen being left is hidden (display: none above it) while the next one loads: nothing shows.
        if (!box || box.getClientRects().length === 0) return;
        state.chartOverflow = Math.max(state.chartOverflow, Number(svg.getAttribute("width")) - box.clientWidth);
      });
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await signIn(page, await createConsoleOperator([{ service: "demo", role: "OPERATOR" }]));
  const nav = page.getByRole("navigation", { name: "Console" });
  for (const screen of SCREENS) {
    // Call-backs may carry a count beside its name.
    await nav.getByRole("link", { name: screen, exact: screen !== "Call-backs" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Loading…")).toHaveCount(0);
    // The screen's layout settles in the frames after its data arrives.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const { width, wider } = await page.evaluate(() => {
      const pageWidth = document.documentElement.scrollWidth;
      // When the page is wider, what reaches past the screen's right edge (a map's clipped tiles included), named so
      // that a failure says where to look.
      const past = Array.from(document.querySelectorAll("main *")).filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
      );
      const named = past.slice(0, 5).map((element) => `${element.tagName} ${(element.textContent ?? "").slice(0, 40)}`);
      return { width: pageWidth, wider: pageWidth > window.innerWidth ? named : [] };
    });
    const chartOverflow = await page.evaluate(() => (window as unknown as { chartOverflow: number }).chartOverflow);
    expect({ screen, width, wider, chartOverflow }).toEqual({ screen, width: 768, wider: [], chartOverflow: 0 });
  }
  await nav.getByRole("link", { name: "Claims", exact: true }).click();
  await page.screenshot({ path: test.info().outputPath("claims-tablet.png") });
});
