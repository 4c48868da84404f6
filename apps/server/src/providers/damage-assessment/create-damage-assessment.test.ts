import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";
import { createDamageAssessment } from "./create-damage-assessment.ts";

const base = {
  DATA_DIR: "/nonexistent-hitch-test",
  ADMIN_API_KEY: "test-admin-key-0123456789",
  SESSION_SECRET: "s".repeat(40),
  OUTBOX_ENCRYPTION_KEY: "o".repeat(32),
};

describe("damage assessment configuration", () => {
  it("uses the built-in page when no DAMAGE_ASSESSMENT_URL is set", () => {
    const config = loadConfig(base);
    expect(config.damageAssessment).toEqual({ kind: "offline" });
    expect(createDamageAssessment(config, () => new Date()).name).toBe("offline");
  });

  it("uses the HTTP service with its key and timeout when DAMAGE_ASSESSMENT_URL is set", () => {
    const config = loadConfig({
      ...base,
      DAMAGE_ASSESSMENT_URL: "https://assess.example/api",
      DAMAGE_ASSESSMENT_KEY: "k1",
      DAMAGE_ASSESSMENT_TIMEOUT_MS: "2500",
    });
    expect(config.damageAssessment).toEqual({
      kind: "http",
      url: "https://assess.example/api",
      key: "k1",
      timeoutMs: 2500,
    });
    expect(createDamageAssessment(config, () => new Date()).name).toBe("http");
  });

  it("refuses a URL that is not http(s) and a timeout that is not a positive number", () => {
    expect(() => loadConfig({ ...base, DAMAGE_ASSESSMENT_URL: "ftp://assess.example" })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...base, DAMAGE_ASSESSMENT_URL: "https://a.example", DAMAGE_ASSESSMENT_TIMEOUT_MS: "-1" }),
    ).toThrow(ConfigError);
  });
});
