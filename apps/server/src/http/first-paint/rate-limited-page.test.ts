import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { claimSetup, filedClaimCase, operatorCall } from "../../modules/cases/case-test-support.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { builtWebDist } from "./web-dist-test-support.ts";

const LIMIT = 3;

describe.each(TEST_DB_KINDS)("pages that look a code up, under the per-address limit, on %s", (kind) => {
  let t: TestApp;
  let code: string;
  let plate: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { webDist: builtWebDist(), rateLimits: limits() } });
    const service = await createTestService(t);
    const filed = await filedClaimCase(t, await claimSetup(t, service), { language: "et" });
    plate = filed.plate;
    code = (await operatorCall(t, "POST", `/cases/${filed.caseId}/link`)).json<{ code: string }>().code;
  });
  afterAll(() => t?.close());

  const open = (url: string, { address, ...headers }: Record<string, string>) =>
    t.app.inject({ method: "GET", url, headers, remoteAddress: address });

  it("answers a case-status page over the limit with a 429 page in the reader's language, without the case", async () => {
    const reader = { address: "203.0.113.7", "accept-language": "ru-RU,ru;q=0.9,en;q=0.8" };
    for (let i = 0; i < LIMIT; i++) {
      const res = await open(`/cases/status?code=${code}`, reader);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(plate);
    }
    const limited = await open(`/cases/status?code=${code}`, reader);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.body).toContain('<html lang="ru"');
    expect(limited.body).toContain('<main data-page="rateLimited" lang="ru"></main>');
    expect(limited.body).not.toContain(plate);
    // Sent without the app, which would only look the code up again.
    expect(limited.body).not.toMatch(/<script type="module"|modulepreload|hitch-code/);
    // The address's language wins over the browser's.
    const asked = await open(`/cases/progress?code=${code}&language=lv`, reader);
    expect(asked.statusCode).toBe(429);
    expect(asked.body).toContain('<main data-page="rateLimited" lang="lv"></main>');
  });

  it("counts link pages with case pages, per address, and leaves other pages alone", async () => {
    const reader = { address: "203.0.113.8", "accept-language": "fr, et;q=0.5" };
    const links = [
      `/claim-link/${"A".repeat(22)}`,
      `/assistance-request-link/${"B".repeat(22)}`,
      "/cases/status?code=x",
    ];
    for (const url of links) expect((await open(url, reader)).statusCode, url).toBe(200);
    const limited = await open(`/claim-link/${"C".repeat(22)}`, reader);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('<main data-page="rateLimited" lang="et"></main>');
    // A page that looks no code up, and another address, are not limited.
    expect((await open("/partner/demo", reader)).statusCode).toBe(200);
    expect((await open("/cases/status", reader)).statusCode).toBe(200);
    expect((await open(`/cases/status?code=${code}`, { address: "203.0.113.9" })).statusCode).toBe(200);
  });
});

function limits() {
  return { linkValidationPerMinute: LIMIT, serviceLinkPerMinute: 100_000, authFailuresPerMinute: 100_000 };
}
