import { createServer, type Server } from "node:http";
import { expect, test } from "@playwright/test";
import { E2E_OWN_PORT_BASE } from "../fixtures/env.ts";
import { startOwnServer, type OwnServer } from "../fixtures/own-server.ts";
import {
  accept,
  createDriver,
  north,
  somewhereInEstonia,
  submitRequestFromPage,
  waitForOffer,
} from "../tracking/dispatch-fixtures.ts";
import { fileClaim, operatorApi, operatorCase } from "./case-fixtures.ts";

// The links a customer really gets are only in the SMS. This spec runs its own server whose SMS
// provider posts to a gateway stood in for here, and follows the links from the messages.
const PORT_OFFSET = 43;
const GATEWAY_PORT = E2E_OWN_PORT_BASE + 44;
const BASE_URL = `http://127.0.0.1:${E2E_OWN_PORT_BASE + PORT_OFFSET}`;

let server: OwnServer | undefined;
let gateway: Server | undefined;
const sms: string[] = [];

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ baseURL: BASE_URL });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  gateway = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      sms.push(String(JSON.parse(body).text));
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => gateway!.listen(GATEWAY_PORT, "127.0.0.1", resolve));
  server = await startOwnServer("case-links", PORT_OFFSET, {
    SMS_PROVIDER: "http",
    SMS_HTTP_URL: `http://127.0.0.1:${GATEWAY_PORT}/sms`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => gateway?.close(resolve));
});

/** The link in the newest SMS that matches. */
async function linkFromSms(pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () =>
        (found = [...sms]
          .reverse()
          .map((text) => text.match(pattern)?.[0])
          .find(Boolean)),
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return new URL(found!).pathname + new URL(found!).search;
}

test("each case update texts a status link that opens the case in any browser; closing it texts a feedback link", async ({
  page,
  browser,
  request,
}) => {
  const filed = await fileClaim(request, { language: "et", baseURL: BASE_URL });
  const ops = await operatorCase(filed.caseId, BASE_URL);
  await ops.complete("VEHICLE_DELIVERED");
  const statusLink = await linkFromSms(/https?:\/\/\S+\/cases\/status\?code=[\w-]+/);

  // A fresh phone browser: no session until the link's code opens one. The page follows the case's language.
  const phone = await browser.newContext({ baseURL: BASE_URL });
  const customer = await phone.newPage();
  await customer.goto(statusLink);
  await expect(customer.locator("main h1")).toHaveText("Remondi käik");
  await expect(customer.locator('[data-step="VEHICLE_DELIVERED"]')).toContainText("Sõiduk toimetatud töökotta");
  await expect(customer.getByTestId("case-plate")).toHaveText("123ABC");
  await phone.close();

  await ops.complete("PICK_UP_VEHICLE");
  const feedbackLink = await linkFromSms(/https?:\/\/\S+\/feedback\/[\w-]+\?caseType=CASES&language=et/);
  await page.goto(feedbackLink);
  await expect(page.locator("main h1")).toHaveText("Kuidas jäite teenusega rahule?");
  await page.getByTestId("star-5").click();
  await page.getByTestId("feedback-submit").click();
  await expect(page.locator("main h1")).toHaveText("Teie tagasiside on edukalt vastu võetud!");
});

test("an accepted tow job opens a case the tracking browser sees; finishing it texts an assistance feedback link", async ({
  page,
}) => {
  const at = somewhereInEstonia();
  const driver = await createDriver(north(at, 500), "Tarmo Tõmbaja", BASE_URL, await operatorApi(BASE_URL));
  const request = await submitRequestFromPage(page, at, { language: "en" }, BASE_URL);
  await accept(driver, await waitForOffer(driver, request.id));

  // The browser holds the request's session and id: the status page needs no code.
  await page.goto("/cases/status");
  await expect(page.locator("main h1")).toHaveText("Repair progress");
  await expect(page.locator('[data-step="CASE_REGISTERED"]')).toHaveAttribute("data-state", "done");
  await expect(page.getByTestId("case-workshop")).toContainText("The workshop will be chosen soon.");

  const finished = await driver.api.post(`/api/v1/driver/jobs/${request.id}/finish`);
  expect(finished.status(), await finished.text()).toBe(200);
  const feedbackLink = await linkFromSms(/https?:\/\/\S+\/feedback\/[\w-]+\?caseType=ASSISTANCE_REQUEST&language=en/);
  await page.goto(feedbackLink);
  await expect(page.getByRole("heading", { name: "How was your experience?" })).toBeVisible();
  await page.getByTestId("star-3").click();
  await page.getByTestId("feedback-submit").click();
  await expect(page.getByRole("heading", { name: "Your feedback successfully processed!" })).toBeVisible();
  await driver.api.dispose();
});
