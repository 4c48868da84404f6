import { defineConfig, devices } from "@playwright/test";
import { execSync } from "node:child_process";
import { E2E_ADMIN_KEY, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, E2E_SMS_INBOX_PORT } from "./e2e/fixtures/env.ts";

// Debian's Chromium, never a downloaded browser build.
const chromiumPath =
  process.env.CHROMIUM_PATH || execSync("command -v chromium || true").toString().trim() || "/usr/bin/chromium";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // Tests, not files, are spread over the workers: a few long files (every screen in five languages) would
  // otherwise leave the other workers idle at the end. Specs with a server of their own run in serial mode.
  fullyParallel: true,
  // Measured on the 2-core CI machine: 3 workers finish the suite in ~9.5 min, 2 in ~11.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  // A whole spec's time: the longest specs (three accessibility scans, a reload, an API context) took 40-50 s on a
  // fast 2-core machine and over 60 s on a slower one. Each expectation still waits at most 10 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    // The phone's size, touch and user agent, but one device pixel per CSS pixel: at the Pixel 7's 2.625 every
    // frame (and every console page at 1440x900) was rasterised in software at seven times the pixels, and the
    // tests assert what the page says and does, not how sharp it is. 16% off a run of the claim specs.
    deviceScaleFactor: 1,
    browserName: "chromium",
    // Locally a failed test keeps its trace. On CI, where a failed test is retried once, only the retry records
    // one: recording every test's snapshots and screencast cost 8% of the suite's time for traces thrown away.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // Spinners and pulses stand still (global.css honours the setting): three browsers on two cores would
    // otherwise spend their time repainting them.
    reducedMotion: "reduce",
    // The service worker would precache the whole app in every test's new context; e2e/foundation/offline-app.spec.ts
    // allows it and checks what it does.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-quic",
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
        // The tests run offline: OpenStreetMap's tiles (tile-source.ts's default) fail at once, as an unknown host,
        // and the maps show their blank tile. No test routes them: while a route is set, Playwright pauses every
        // request of the test and turns the browser's HTTP cache off, so each reload downloaded the whole app again.
        "--host-resolver-rules=MAP *.tile.openstreetmap.org ~NOTFOUND",
      ],
    },
  },
  webServer: [
    {
      // The SMS gateway the server texts through: a driver's sign-in link is in its SMS alone.
      command: "node --import tsx e2e/fixtures/sms-inbox-server.ts",
      url: `http://127.0.0.1:${E2E_SMS_INBOX_PORT}/`,
      reuseExistingServer: false,
      env: { SMS_INBOX_PORT: String(E2E_SMS_INBOX_PORT) },
    },
    {
      // A fresh data directory every run: migrations and demo seed run on an empty PGlite database.
      command: `rm -rf ${E2E_DATA_DIR} && node --import tsx apps/server/src/main.ts serve`,
      url: `${E2E_BASE_URL}/api/v1/public/theme/demo`,
      reuseExistingServer: false,
      timeout: 120_000,
      // The server's request log would drown the test report; warnings and errors still reach stderr.
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(E2E_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: E2E_DATA_DIR,
        PUBLIC_URL: E2E_BASE_URL,
        ADMIN_API_KEY: E2E_ADMIN_KEY,
        SIMULATOR: "off",
        LOG_LEVEL: "warn",
        // Many tests open links and partner pages from one address within a minute.
        RATE_LIMIT_LINK_PER_MINUTE: "100000",
        RATE_LIMIT_SERVICE_LINK_PER_MINUTE: "100000",
        // Every console spec signs in from this one address.
        RATE_LIMIT_CONSOLE_SIGN_IN_PER_MINUTE: "100000",
        DISPATCH_TIMEOUT_SECONDS: process.env.E2E_DISPATCH_TIMEOUT_SECONDS ?? "120",
        // Specs move the server's clock past a link's lifetime instead of sleeping (e2e/fixtures/server-clock.ts).
        TEST_CLOCK: "on",
        // The driver push spec's push service is its own local http server (e2e/driver/driver-push.spec.ts).
        PUSH_HTTP_ENDPOINTS: "on",
        // A CI machine running the browser, the server and PGlite on two cores stalls; refuse only a 10 s stall.
        OVERLOAD_EVENT_LOOP_DELAY_MS: "10000",
        SMS_PROVIDER: "http",
        SMS_HTTP_URL: `http://127.0.0.1:${E2E_SMS_INBOX_PORT}/sms`,
      },
    },
  ],
});
