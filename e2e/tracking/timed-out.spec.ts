import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_OWN_PORT_BASE } from "../fixtures/env.ts";
import { startOwnServer, type OwnServer } from "../fixtures/own-server.ts";
import { advanceServerClock } from "../fixtures/server-clock.ts";
import {
  ensureTestService,
  serverStatus,
  somewhereInEstonia,
  storedSession,
  submitRequestFromPage,
} from "./dispatch-fixtures.ts";

// The dispatch deadline is reached by moving the server's clock past it, which would time out every other
// dispatch test's request on the shared e2e server: this spec starts its own server (TEST_CLOCK=on) on
// another port and data directory, serving the same built app. Nobody can accept: it has no drivers.
const TIMEOUT_SECONDS = 120;
const PORT_OFFSET = 41;
const BASE_URL = `http://127.0.0.1:${E2E_OWN_PORT_BASE + PORT_OFFSET}`;

let server: OwnServer | undefined;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ baseURL: BASE_URL });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer("dispatch-timeout", PORT_OFFSET, {
    DISPATCH_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    TEST_CLOCK: "on",
  });
  await ensureTestService("e2e-timeout-test", BASE_URL);
});

test.afterAll(async () => {
  await server?.stop();
});

test("tells the customer no tow truck is available when nobody accepts in time", async ({ page }) => {
  const request = await submitRequestFromPage(
    page,
    somewhereInEstonia(),
    { serviceName: "e2e-timeout-test" },
    BASE_URL,
  );
  await expect(page.getByRole("heading", { name: "Finding a tow truck" })).toBeVisible();
  expect((await storedSession(page)).isTestService).toBe(true);

  expect(await serverStatus(page, request.id)).not.toBe("TIMED_OUT");

  await advanceServerClock(TIMEOUT_SECONDS + 1, BASE_URL);
  await expect(page.getByRole("heading", { name: "Sorry! No tow truck is available at this moment" })).toBeVisible();
  await expect(page.getByText("Our operators have your request and will call you back shortly.")).toBeVisible();
  await expect(page.getByText("To get help please contact the operator.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+3726001234");
  expect(await serverStatus(page, request.id)).toBe("TIMED_OUT");
  expect((await storedSession(page)).isTestService).toBe(false);
  await expectNoAxeViolations(page);
});
