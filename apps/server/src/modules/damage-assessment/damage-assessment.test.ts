import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { LANGUAGES } from "@hitch/contract/common/enums";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claims } from "../../db/schema/claims.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { signAssessmentToken, verifyAssessmentToken } from "../../providers/damage-assessment/assessment-token.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { accidentBody, fillClaim, insuredVehicle, submit } from "../claims/claim-filing-test-support.ts";
import { call, openClaim } from "../claims/claim-test-support.ts";
import { themeColors } from "./assessment-page.ts";
import { PAGE_TEXTS } from "./page-texts.ts";

type Setup = { t: TestApp; flagOn: { name: string; plate: string }; flagOff: { name: string; plate: string } };

async function setUp(t: TestApp): Promise<Setup> {
  const on = await createTestService(t, { isMotionsCloudEnabled: true, themeColor: "#1565c0", countryCode: "LV" });
  const off = await createTestService(t);
  return {
    t,
    flagOn: {
      name: on.name,
      plate: (await insuredVehicle(t, on.id, { mark: "Volvo", model: "XC60", year: 2021 })).licensePlate,
    },
    flagOff: {
      name: off.name,
      plate: (await insuredVehicle(t, off.id, { mark: "Volvo", model: "XC60", year: 2021 })).licensePlate,
    },
  };
}

/** A submitted flag-on claim in `language`, with a description that needs escaping. */
async function submittedClaim(s: Setup, language = "en", submitIt = true) {
  const c = await openClaim(s.t, s.flagOn.name);
  await fillClaim(s.t, c, { incident: "TRAFFIC_ACCIDENT", flag: true, plate: s.flagOn.plate, workshopId: 0 });
  await call(
    s.t,
    "POST",
    `/claims/${c.id}/accident-details`,
    c.cookie,
    accidentBody("TRAFFIC_ACCIDENT", { description: `Hit a <script>alert("x")</script> & a "kerb"` }),
  );
  await call(s.t, "PATCH", `/claims/${c.id}/language`, c.cookie, { language });
  if (submitIt) expect((await submit(s.t, c)).statusCode).toBe(200);
  return c;
}

const register = (t: TestApp, c: { id: number; cookie: string | null }) =>
  call(t, "POST", `/claims/${c.id}/register-damage-assessment`, c.cookie);
const pathOf = (url: string) => new URL(url).pathname;

describe.each(TEST_DB_KINDS)("automatic damage assessment, built-in page, on %s", (kind) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(await createTestApp(kind));
  });
  afterAll(() => s?.t.close());

  it("redirects a submitted claim to our own page, the same one on a retry", async () => {
    const c = await submittedClaim(s);
    const res = await register(s.t, c);
    expect(res.statusCode).toBe(200);
    const { redirectionUrl } = res.json();
    expect(redirectionUrl).toMatch(
      new RegExp(`^${s.t.config.publicUrl}/assessment/[A-Za-z0-9_-]{11}\\.[A-Za-z0-9_-]{22}$`),
    );
    expect((await register(s.t, c)).json()).toEqual({ redirectionUrl });
  });

  it.each(LANGUAGES)(
    "shows the claim summary and the note in the claim's language (%s), themed and escaped",
    async (language) => {
      const c = await submittedClaim(s, language);
      const page = await s.t.app.inject({ method: "GET", url: pathOf((await register(s.t, c)).json().redirectionUrl) });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
      const html = page.body;
      const texts = PAGE_TEXTS[language];
      const [claim] = await s.t.db.select().from(claims).where(eq(claims.id, c.id));
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toContain(`<h1>${texts.heading}</h1>`);
      expect(html).toContain(texts.note);
      for (const value of [
        claim.externalId,
        s.flagOn.plate,
        texts.incidents.TRAFFIC_ACCIDENT,
        texts.settlements.REPAIR,
        "Pärnu mnt 10, Tallinn",
      ]) {
        expect(html).toContain(value);
      }
      // 08:30 UTC in January is 10:30 in Riga (the service is Latvian).
      expect(html).toContain("15/01/2026 10:30");
      expect(html).toContain("--brand: #1565c0; --on-brand: #ffffff;");
      expect(html).toContain("Hit a &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; a &quot;kerb&quot;");
      expect(html).not.toContain("<script>");
    },
  );

  it("answers an unknown, forged or bare-id address with a not-found page in the browser's language", async () => {
    const c = await submittedClaim(s);
    const token = pathOf((await register(s.t, c)).json().redirectionUrl)
      .split("/")
      .pop()!;
    const forged = `${token.slice(0, 12)}${token[12] === "A" ? "B" : "A"}${token.slice(13)}`;
    for (const path of [`/assessment/${forged}`, `/assessment/${c.id}`, "/assessment/garbage"]) {
      const res = await s.t.app.inject({
        method: "GET",
        url: path,
        headers: { "accept-language": "lt-LT,lt;q=0.9,en;q=0.5" },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<html lang="lt">');
      expect(res.body).toContain(PAGE_TEXTS.lt.notFoundTitle);
    }
  });

  it("refuses a claim not yet submitted (409) and a service without automatic assessment (409)", async () => {
    const draft = await submittedClaim(s, "en", false);
    expect((await register(s.t, draft)).json()).toEqual({ statusCode: 409, code: "CLAIM_NOT_SUBMITTED" });
    const c = await openClaim(s.t, s.flagOff.name);
    expect((await register(s.t, c)).json()).toEqual({ statusCode: 409, code: "DAMAGE_ASSESSMENT_NOT_ENABLED" });
  });

  it("answers 404 to another claim's session and to no session", async () => {
    const c = await submittedClaim(s);
    const other = await openClaim(s.t, s.flagOn.name);
    for (const cookie of [other.cookie, null])
      expect((await register(s.t, { id: c.id, cookie })).json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
    expect((await s.t.db.select().from(claims).where(eq(claims.id, c.id)))[0].damageAssessmentUrl).toBeNull();
  });
});

describe("assessment page tokens and colours", () => {
  it("verifies its own tokens only until they expire", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const token = signAssessmentToken("secret-a", 42, new Date("2026-03-02T12:00:00Z"));
    expect(verifyAssessmentToken("secret-a", token, now)).toBe(42);
    expect(verifyAssessmentToken("secret-b", token, now)).toBeNull();
    expect(verifyAssessmentToken("secret-a", token, new Date("2026-03-03T12:00:00Z"))).toBeNull();
    expect(verifyAssessmentToken("secret-a", `${token}x`, now)).toBeNull();
  });

  it("writes dark text on a light service colour and white on a dark one, and ignores a colour that is not hex", () => {
    expect(themeColors("#ffeb3b")).toEqual({ brand: "#ffeb3b", onBrand: "#111111" });
    expect(themeColors("#0d47a1")).toEqual({ brand: "#0d47a1", onBrand: "#ffffff" });
    expect(themeColors("red;} body{display:none").brand).toBe("#d32f2f");
  });
});

describe("automatic damage assessment through an HTTP service", () => {
  let fake: Server;
  let behaviour: "ok" | "error" | "slow" | "no-url" = "ok";
  const received: {
    auth: string | undefined;
    body: { claim: { externalId: string; vehicle: { licensePlate: string } } };
  }[] = [];
  let s: Setup;

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = "";
      req.on("data", (chunk) => (data += chunk));
      req.on("end", () => resolve(data));
    });

  beforeAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- a test stand-in: a failure shows as the client's error
    fake = createServer(async (req, res) => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(await readBody(req)) });
      if (behaviour === "slow") return void setTimeout(() => res.end("{}"), 2000);
      if (behaviour === "error") return void res.writeHead(500).end("boom");
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify(
          behaviour === "ok" ? { redirectionUrl: `https://assess.example/start/${received.length}` } : { id: 1 },
        ),
      );
    });
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/register`;
    s = await setUp(
      await createTestApp("pglite", {
        config: { damageAssessment: { kind: "http", url, key: "assess-key", timeoutMs: 300 } },
      }),
    );
  });
  afterAll(async () => {
    await s?.t.close();
    fake.closeAllConnections();
    await new Promise((resolve) => fake.close(resolve));
  });

  it("posts the claim with the key and redirects to the service's answer", async () => {
    behaviour = "ok";
    const c = await submittedClaim(s);
    const res = await register(s.t, c);
    expect(res.json()).toEqual({ redirectionUrl: `https://assess.example/start/${received.length}` });
    const [claim] = await s.t.db.select().from(claims).where(eq(claims.id, c.id));
    expect(received.at(-1)).toMatchObject({
      auth: "Bearer assess-key",
      body: { claim: { externalId: claim.externalId, vehicle: { licensePlate: s.flagOn.plate } } },
    });
    const calls = received.length;
    expect((await register(s.t, c)).json()).toEqual(res.json());
    expect(received.length).toBe(calls);
  });

  it.each(["error", "slow", "no-url"] as const)(
    "answers 502 DAMAGE_ASSESSMENT_UNAVAILABLE when the service gives %s, and a retry can succeed",
    async (how) => {
      behaviour = how;
      const c = await submittedClaim(s);
      expect((await register(s.t, c)).json()).toEqual({ statusCode: 502, code: "DAMAGE_ASSESSMENT_UNAVAILABLE" });
      behaviour = "ok";
      expect((await register(s.t, c)).json().redirectionUrl).toMatch(/^https:\/\/assess\.example\/start\/\d+$/);
    },
  );
});
