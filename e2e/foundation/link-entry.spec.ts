import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { createAssistanceLink, createClaimLink, pathOf } from "../fixtures/operator.ts";
import { advanceServerClock } from "../fixtures/server-clock.ts";

const HINT = "Call to get a new SMS link";
const NETWORK = "Network outage detected. Please make sure connection is working and try again.";

test.describe("link entry", () => {
  test("an assistance link lands on 'Order roadside assistance' and START begins the flow", async ({ page }) => {
    const link = await createAssistanceLink();
    await page.goto(pathOf(link.url));
    await expect(page).toHaveURL(/\/assistance\/landing$/);
    await expect(page.getByRole("heading", { name: "Order roadside assistance" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "START" }).click();
    await expect(page).toHaveURL(/\/assistance\/vehicle-details$/);
  });

  test("a claim link lands on the claim's first step", async ({ page }) => {
    const link = await createClaimLink();
    await page.goto(pathOf(link.url));
    await expect(page).toHaveURL(/\/claims\/incidents$/);
    await expectNoAxeViolations(page);
  });

  test("an expired link says so, with the hint and the service's Call button with its number", async ({ page }) => {
    const link = await createAssistanceLink({ ttlSeconds: 1 });
    await advanceServerClock(2);
    await page.goto(pathOf(link.url));
    await expect(page.getByText("Link has expired")).toBeVisible();
    await expect(page.getByText(HINT)).toBeVisible();
    const call = page.getByRole("link", { name: "Call +3726000000" });
    await expect(call).toHaveAttribute("href", "tel:+3726000000");
    // A new link is what helps, not trying again.
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("an expired claim link says so in the link's language, with the hint and the Call button", async ({ page }) => {
    const link = await createClaimLink({ ttlSeconds: 1, language: "et" });
    await advanceServerClock(2);
    await page.goto(pathOf(link.url));
    await expect(page.getByText("Link on aegunud")).toBeVisible();
    await expect(page.getByText("Uue SMS-lingi saamiseks helistage")).toBeVisible();
    await expect(page.getByRole("link", { name: "Helista +3726000000" })).toHaveAttribute("href", "tel:+3726000000");
  });

  test("a link whose request was cancelled opens that request's outcome, also on another device", async ({
    page,
    browser,
  }) => {
    const link = await createAssistanceLink();
    await page.goto(pathOf(link.url));
    await expect(page).toHaveURL(/\/assistance\/landing$/);
    // Fill and submit the request with the page's own session, then cancel it as the customer would.
    const base = `/api/v1/public/assistance-request/${link.id}`;
    const steps: [string, unknown][] = [
      ["vehicle", { licensePlate: "123ABC", vinCode: null, mark: "Toyota", model: "Corolla", year: 2018 }],
      ["contact", { name: "Mari Maasikas", phone: "5551234", phonePrefix: "+372" }],
      ["incident", { incidentType: "EMPTY_BATTERY" }],
      ["location", { latitude: 59.437, longitude: 24.7536 }],
      ["additional-info", { description: "The battery is flat.", email: "" }],
    ];
    for (const [step, data] of steps)
      expect((await page.request.patch(`${base}/${step}`, { data })).status()).toBe(200);
    expect((await page.request.put(base)).status()).toBe(200);
    expect((await page.request.post(`${base}/cancel`)).status()).toBe(200);

    await page.goto(pathOf(link.url));
    await expect(page).toHaveURL(/\/assistance\/track-driver$/);
    await expect(page.getByRole("heading", { name: "Your order has been cancelled" })).toBeVisible();

    const other = await browser.newContext();
    const phone = await other.newPage();
    await phone.goto(pathOf(link.url));
    await expect(phone.getByRole("heading", { name: "Your order has been cancelled" })).toBeVisible();
    await expect(phone.getByText("Link was already processed")).toHaveCount(0);
    // The outcome's Call button shows the service's number.
    await expect(phone.getByRole("link", { name: "Call +3726000000" })).toHaveAttribute("href", "tel:+3726000000");
    await other.close();
  });

  test("an unknown code is an invalid link, with the hint", async ({ page }) => {
    await page.goto("/assistance-request-link/AAAAAAAAAAAAAAAAAAAAAA");
    await expect(page.getByText("Invalid link")).toBeVisible();
    await expect(page.getByText(HINT)).toBeVisible();
    await page.goto("/claim-link/AAAAAAAAAAAAAAAAAAAAAA");
    await expect(page.getByText("Invalid link")).toBeVisible();
    await expect(page.getByText(HINT)).toBeVisible();
  });

  test("a malformed code is an invalid link, with the hint", async ({ page }) => {
    await page.goto("/assistance-request-link/" + "x".repeat(300));
    await expect(page.getByText("Invalid link")).toBeVisible();
    await expect(page.getByText(HINT)).toBeVisible();
    await page.goto("/claim-link/%25%24%23");
    await expect(page.getByText("Invalid link")).toBeVisible();
  });

  test("a server failure shows 'Sorry, something went wrong' without the hint", async ({ page }) => {
    await page.route("**/api/v1/public/assistance-request-link/**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ statusCode: 500, code: "INTERNAL_ERROR" }),
      }),
    );
    await page.goto("/assistance-request-link/AAAAAAAAAAAAAAAAAAAAAA");
    await expect(page.getByText("Sorry, something went wrong", { exact: true })).toBeVisible();
    await expect(page.getByText(HINT)).toHaveCount(0);
  });

  test("a dropped network shows the network-outage message and the service's Call button, and Try again opens the link once it is back", async ({
    page,
  }) => {
    const link = await createClaimLink();
    await page.route("**/api/v1/public/claim-link/**", (route) => route.abort("internetdisconnected"));
    await page.goto(pathOf(link.url));
    await expect(
      page.getByText("Network outage detected. Please make sure connection is working and try again."),
    ).toBeVisible();
    // This browser has never opened the link: the service's line is the one its page came with.
    await expect(page.getByRole("link", { name: "Call +3726000000" })).toHaveAttribute("href", "tel:+3726000000");
    await page.unroute("**/api/v1/public/claim-link/**");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/claims\/incidents$/);
  });

  test("reopening a known link without a network offers Try again and the service's Call button", async ({ page }) => {
    const link = await createAssistanceLink();
    await page.goto(pathOf(link.url));
    await expect(page).toHaveURL(/\/assistance\/landing$/);
    await page.route("**/api/v1/public/assistance-request-link/**", (route) => route.abort("internetdisconnected"));
    await page.goto(pathOf(link.url));
    await expect(page.getByRole("heading", { name: NETWORK })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call +3726000000" })).toHaveAttribute("href", "tel:+3726000000");
    await page.unroute("**/api/v1/public/assistance-request-link/**");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/assistance\/landing$/);
  });

  test("a flow that cannot load its request for the network offers Try again and the service's Call button", async ({
    page,
  }) => {
    const link = await createClaimLink();
    await page.goto(pathOf(link.url));
    await expect(page).toHaveURL(/\/claims\/incidents$/);
    const claim = new RegExp(`/api/v1/public/claims/${link.id}$`);
    await page.route(claim, (route) => route.abort("internetdisconnected"));
    await page.reload();
    await expect(page.getByRole("heading", { name: NETWORK })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call +3726000000" })).toHaveAttribute("href", "tel:+3726000000");
    await page.unroute(claim);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.locator('[data-tile="TRAFFIC_ACCIDENT"]')).toBeVisible();
  });

  test("a session the server ended says so with the service's Call button, and no Try again", async ({ page }) => {
    const link = await createAssistanceLink();
    await page.goto(pathOf(link.url));
    await page.getByRole("button", { name: "START" }).click();
    await expect(page).toHaveURL(/\/assistance\/vehicle-details$/);
    await page.context().clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Link has expired" })).toBeVisible();
    await expect(page.getByText(HINT)).toBeVisible();
    await expect(page.getByRole("link", { name: "Call +3726000000" })).toHaveAttribute("href", "tel:+3726000000");
    await expect(page.getByRole("button")).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The browser forgot the session: the flow's screens lead home, which is then the ordinary page.
    await page.goto("/assistance/vehicle-details");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(/SMS link/i).first()).toBeVisible();
  });

  test("a partner page that cannot create the request for the network offers Try again, which then opens it", async ({
    page,
  }) => {
    await page.route("**/api/v1/public/assistance-request/service-link", (route) =>
      route.abort("internetdisconnected"),
    );
    await page.goto("/partner/assistance-request/demo?language=en");
    await expect(page.getByRole("heading", { name: NETWORK })).toBeVisible();
    await page.unroute("**/api/v1/public/assistance-request/service-link");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/assistance\/landing$/);
  });

  test("/ shows the generic landing and an unknown path redirects to it", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText(/SMS link/i).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/$/);
  });

  test("assistance and claim screens without a stored id go to /", async ({ page }) => {
    await page.goto("/assistance/landing");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/claims/incidents");
    await expect(page).toHaveURL(/\/$/);
  });
});
