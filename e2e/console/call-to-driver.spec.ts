import { createServer, type Server } from "node:http";
import { expect, request, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_ADMIN_KEY, E2E_OWN_PORT_BASE } from "../fixtures/env.ts";
import { startOwnServer, type OwnServer } from "../fixtures/own-server.ts";
import { advanceServerClock } from "../fixtures/server-clock.ts";
import { chooseIncident, GPS_POSITION, saveMapStep, start, submitButton } from "../assistance/flow.ts";
import {
  createDriver,
  ensureTestService,
  north,
  waitForOffer,
  type TestDriver,
} from "../tracking/dispatch-fixtures.ts";
import { createConsoleOperator, signIn } from "./console-fixtures.ts";

// The console's whole story for one caller: a call comes in, the operator makes a link with what the caller
// said, the customer orders on their phone, nobody accepts, the request waits under Call-backs, and the
// operator gives it to a driver by hand. The clock is moved past the dispatch deadline, so this spec has a
// server of its own; SIMULATOR is off there, so the one driver it makes never accepts by themselves. Its SMS
// gateway is stood in for here and is down when the link is texted: the operator retries it from the SMS screen.
const TIMEOUT_SECONDS = 120;
const PORT_OFFSET = 49;
const GATEWAY_PORT = E2E_OWN_PORT_BASE + 50;
const BASE_URL = `http://127.0.0.1:${E2E_OWN_PORT_BASE + PORT_OFFSET}`;
const SERVICE = "e2e-console-story";

let server: OwnServer | undefined;
let driver: TestDriver | undefined;
let gateway: Server | undefined;
let gatewayDown = true;

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ baseURL: BASE_URL, viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  gateway = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(gatewayDown ? 503 : 200, { "content-type": "application/json" }).end("{}"));
  });
  await new Promise<void>((resolve) => gateway!.listen(GATEWAY_PORT, "127.0.0.1", resolve));
  server = await startOwnServer("console-story", PORT_OFFSET, {
    DISPATCH_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    TEST_CLOCK: "on",
    SIMULATOR: "off",
    SMS_PROVIDER: "http",
    SMS_HTTP_URL: `http://127.0.0.1:${GATEWAY_PORT}/sms`,
  });
  await ensureTestService(SERVICE, BASE_URL);
  const admin = await request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { Authorization: `Bearer ${E2E_ADMIN_KEY}` },
  });
  driver = await createDriver(north(GPS_POSITION, 1500), "Mart Tamm", BASE_URL, admin);
});

test.afterAll(async () => {
  await driver?.api.dispose();
  await server?.stop();
  await new Promise((resolve) => gateway?.close(resolve));
});

test("a caller's request nobody accepts is given to a driver by hand, and the customer sees that driver", async ({
  page,
  browser,
}) => {
  // A call comes in: the operator makes a link with what the caller said.
  const email = await createConsoleOperator([{ service: SERVICE, role: "OPERATOR" }], false, BASE_URL);
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Live board" })).toBeVisible();
  await page.getByRole("link", { name: "New link" }).click();
  await page.getByLabel("Caller's phone").fill("55512345");
  await page.getByLabel("Caller's language").selectOption("en");
  await page.getByLabel("Name").fill("Kati Karu");
  await page.getByLabel("Plate number").fill("123ABC");
  await page.getByLabel("What happened").fill("Front left tyre is flat.");
  await page.getByRole("button", { name: "Create link" }).click();
  const link = page.getByLabel("Link", { exact: true });
  await expect(link).toHaveValue(/\/assistance-request-link\//);
  await expect(page.getByRole("status")).toHaveText("SMS could not be sent");
  const heading = await page.getByRole("heading", { level: 1 }).innerText();
  const externalId = heading.replace(/^Link for (\S+) created$/, "$1");
  const linkPath = new URL(await link.inputValue()).pathname;

  // The gateway refused it: the SMS screen shows why, with the link's code masked, and the operator retries.
  await page.getByRole("link", { name: "SMS", exact: true }).click();
  await page.getByLabel("State").selectOption("FAILED");
  const sms = page.getByRole("row").filter({ hasText: "+37255512345" });
  await expect(sms).toContainText("SMS could not be sent");
  await expect(sms).toContainText("Gateway: HTTP 503");
  // The message's kind in the operator's words, not its code.
  await expect(sms).toContainText("Assistance link");
  await expect(sms).not.toContainText("ASSISTANCE_LINK");
  await expect(sms).not.toContainText(linkPath.split("/").at(-1)!);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("sms-failed.png"), fullPage: true });
  gatewayDown = false;
  await sms.getByRole("button", { name: /^Retry SMS \d+$/ }).click();
  await page.getByLabel("State").selectOption("");
  await expect(sms).toContainText("SMS sent", { timeout: 15_000 });
  await page.getByRole("link", { name: "Live board" }).click();

  // The customer finishes the order on their phone, with what they told the operator already filled in.
  const phone = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    geolocation: GPS_POSITION,
    permissions: ["geolocation"],
    serviceWorkers: "block",
    reducedMotion: "reduce",
  });
  const customer = await phone.newPage();
  await customer.goto(linkPath);
  await expect(customer).toHaveURL(/\/assistance\/landing$/);
  await start(customer);
  await expect(customer.locator('input[name="vehicleNumber"]')).toHaveValue("123ABC");
  await expect(customer.locator('input[name="fullName"]')).toHaveValue("Kati Karu");
  await expect(customer.getByTestId("vehicle-card")).toBeVisible();
  await submitButton(customer).click();
  await chooseIncident(customer, "FLAT_TIRES");
  await saveMapStep(customer);
  await expect(customer.locator('textarea[name="description"]')).toHaveValue("Front left tyre is flat.");
  await customer.getByRole("checkbox").check();
  await submitButton(customer).click();
  await expect(customer).toHaveURL(/\/assistance\/track-driver$/, { timeout: 30_000 });

  // The board shows it live; dispatch offers it to the driver, who does not answer.
  const row = page.getByRole("row").filter({ hasText: externalId });
  await expect(row).toBeVisible();
  const requestId = Number(
    /\/console\/requests\/(\d+)/.exec((await row.getByRole("link").getAttribute("href")) ?? "")?.[1],
  );
  await waitForOffer(driver!, requestId);

  // Nobody accepts in time: the request leaves the board and waits under Call-backs.
  await advanceServerClock(TIMEOUT_SECONDS + 1, BASE_URL);
  await expect(
    customer.getByRole("heading", { name: "Sorry! No tow truck is available at this moment" }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  const callbacks = page.getByRole("link", { name: /Call-backs/ });
  await expect(callbacks.getByLabel("1 waiting")).toBeVisible();
  await callbacks.click();
  const card = page.getByRole("listitem").filter({ hasText: externalId });
  await expect(card).toContainText("Kati Karu");
  await card.getByRole("link", { name: externalId }).click();

  // The operator gives the job to the nearest free driver by hand.
  await expect(page.getByRole("heading", { name: `Request ${externalId}` })).toBeVisible();
  const drivers = page.getByRole("list", { name: "Free drivers" });
  await expect(drivers.getByRole("listitem").first()).toContainText(/Mart Tamm · E2E Puksiir OÜ · 1[.,]5 km/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("request-page-timed-out.png"), fullPage: true });
  await page.getByRole("button", { name: "Assign Mart Tamm" }).click();
  await expect(page.getByRole("status")).toHaveText("Mart Tamm has the job.");
  await expect(page.getByRole("heading", { name: "Replace the driver" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Free drivers" })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("request-page-assigned.png"), fullPage: true });

  // The driver has the job in the driver app, and the customer's tracking screen shows them.
  const job = await driver!.api.get("/api/v1/driver/job");
  expect(job.status()).toBe(200);
  expect(await job.json()).toMatchObject({ assistanceRequestId: requestId });
  await expect(customer.getByText("Mart Tamm")).toBeVisible({ timeout: 20_000 });
  await customer.screenshot({ path: test.info().outputPath("customer-tracking.png") });

  // The driver reports each step from the road: the open request page and then the board follow it live,
  // through the console's change stream, without a reload (the marker set on the window would be gone).
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  const report = async (progress: string) => {
    const res = await driver!.api.post(`/api/v1/driver/jobs/${requestId}/progress`, { data: { progress } });
    expect(res.status()).toBe(200);
  };
  const header = page.locator("header").filter({ has: page.getByRole("heading", { name: `Request ${externalId}` }) });
  await expect(header).toContainText("Driver assigned");
  await report("ON_THE_WAY");
  await expect(header).toContainText("Driver on the way");
  await report("ARRIVED");
  await expect(header).toContainText("Driver on site");
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByRole("listitem").last()).toContainText("Mart Tamm arrived on site");
  await page.screenshot({ path: test.info().outputPath("request-page-arrived.png"), fullPage: true });
  await page.getByRole("link", { name: "Live board", exact: true }).click();
  const onBoard = page.getByRole("row").filter({ hasText: externalId });
  await expect(onBoard).toContainText("Driver on site");
  await report("TOWING");
  await expect(onBoard).toContainText("Towing");
  await expect(onBoard).toContainText("Mart Tamm");
  await page.screenshot({ path: test.info().outputPath("board-towing.png"), fullPage: true });
  expect((await driver!.api.post(`/api/v1/driver/jobs/${requestId}/finish`)).status()).toBe(200);
  await expect(onBoard).toHaveCount(0);
  await page.goBack();
  await expect(header).toContainText("Finished");
  // The finish names who did it (the timeline says who did each thing).
  await expect(timeline.getByRole("listitem").last()).toContainText("Mart Tamm finished the job");
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Every step is the operator's, in the audit log.
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("row").filter({ hasText: "request.assign" })).toContainText(String(driver!.id));
  await phone.close();
});
