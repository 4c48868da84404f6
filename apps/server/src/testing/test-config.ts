import { type Config, loadConfig } from "../config.ts";

/** A complete config for tests: no files touched, quiet logs, generous rate limits. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      DATA_DIR: "/nonexistent-hitch-test",
      ADMIN_API_KEY: "test-admin-key-0123456789",
      SESSION_SECRET: "test-session-secret-0123456789-0123456789",
      OUTBOX_ENCRYPTION_KEY: "test-outbox-key-0123456789-0123456789",
      // A fixed pair made for the tests alone (no real push service knows it).
      VAPID_PUBLIC_KEY: "BDYh3qafjYru6z9tdr3TvXthj3e-EjhwUy68x8oCyo3IXqRbRqPVuxkYcpI6c5ini9duEF8WSlWSe3G4jDfvB2U",
      VAPID_PRIVATE_KEY: "URGhBthmk4Q4pJoeTjXydTrS6q7Io5mbHQ0gcERqRfs",
      // The tests' push service is a local http server.
      PUSH_HTTP_ENDPOINTS: "on",
      LOG_LEVEL: "silent",
      RATE_LIMIT_LINK_PER_MINUTE: "100000",
      RATE_LIMIT_SERVICE_LINK_PER_MINUTE: "100000",
      RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: "100000",
      RATE_LIMIT_CONSOLE_SIGN_IN_PER_MINUTE: "100000",
      WEB_DIST: "/nonexistent-hitch-web-dist",
      // A test machine running many suites at once stalls event loops: no refusal that tests do not ask for.
      OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
    }),
    ...overrides,
  };
}
