import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashUuid } from "../../auth/keyed-uuid.ts";
import { feedback } from "../../db/schema/feedback.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { claimSetup, filedClaimCase, operatorCall } from "../../modules/cases/case-test-support.ts";
import { createWorkshop } from "../../modules/claims/claim-filing-test-support.ts";
import { createTestApp, createTestService, openLink, sessionCookieOf, type TestApp } from "../../testing/test-app.ts";
import { builtWebDist } from "./web-dist-test-support.ts";

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

describe.each(TEST_DB_KINDS)("the first HTML of a page on %s", (kind) => {
  let t: TestApp;
  let blue: Awaited<ReturnType<typeof createTestService>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { webDist: builtWebDist() } });
    blue = await createTestService(t, { themeColor: "#0a5dc2", logo: PNG_1X1, logoMime: "image/png" });
  });
  afterAll(() => t?.close());

  const page = async (url: string, cookie?: string) => {
    const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    return res.body;
  };
  const brandOf = (html: string) => /<style>:root\{--brand:(#[0-9a-f]{6});/i.exec(html)?.[1] ?? null;
  const frameOf = (html: string) => /<main data-frame="(\w+)" lang="(\w+)">/.exec(html)?.slice(1) ?? null;
  const screenOf = (html: string) =>
    /<section data-screen="(\w+)" lang="(\w+)">([^<]*)<\/section>/.exec(html)?.slice(1) ?? null;
  /** The app's code the page asks for: its entry script, module preloads and style preloads. */
  const codeOf = (html: string) => ({
    entry: /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1],
    modules: [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]),
    styles: [...html.matchAll(/<link rel="preload" as="style" href="([^"]+)"/g)].map((match) => match[1]),
  });
  const logoSrc = `data:image/png;base64,${PNG_1X1.toString("base64")}`;

  it("paints a partner page in the service's colours with its logo, the colour also in theme-color and for the app", async () => {
    const html = await page(`/partner/${blue.linkName}`);
    expect(brandOf(html)).toBe("#0a5dc2");
    expect(html).toContain("--on-brand:#ffffff;--brand-ink:#0a5dc2;--brand-soft:#e7eff9");
    expect(html).toContain('<meta name="theme-color" content="#0a5dc2"');
    expect(html).toContain(`<img src="${logoSrc}" alt="logo">`);
    const served = /<script type="application\/json" id="hitch-theme">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(served!)).toEqual({ color: "#0a5dc2", logo: logoSrc });
    expect(frameOf(html)).toEqual(["partner", "en"]);
    expect(html).toContain(`href="/partner/claim/${blue.linkName}"`);
  });

  it("inlines the entry stylesheet, hides the app's root behind the frame and preloads the entry's files", async () => {
    const html = await page(`/partner/${blue.linkName}?language=lt`);
    expect(html).toContain("<style>.shell{display:flex}</style>");
    // No stylesheet is fetched before the paint; the inlined one's address stays as a disabled link, which the app's
    // loader finds before it would load the same styles again.
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled)/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc.css" disabled>');
    expect(html).toContain("<style>#first-paint~#root{display:none}</style>");
    expect(html).toMatch(/<div id="first-paint" inert>.*<\/div><div id="root"><\/div>/s);
    expect(html).toContain('<html lang="lt"');
    expect(frameOf(html)).toEqual(["partner", "lt"]);
    const code = codeOf(html);
    expect(code.modules).toEqual(expect.arrayContaining(["/assets/partner.js", "/assets/common-lt.js"]));
    expect(code.styles).toContain("/assets/partner.css");
  });

  it("asks for the app's code in its HTML, all of it at once, and runs no inline script", async () => {
    const res = await t.app.inject({ method: "GET", url: `/partner/${blue.linkName}` });
    const html = res.body;
    const code = codeOf(html);
    expect(code.entry).toBe("/assets/index-abc.js");
    expect(code.modules).toEqual(expect.arrayContaining(["/assets/react-abc.js", "/assets/partner.js"]));
    // Every script in the page is a file or JSON (data): the page's policy allows no inline script.
    expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/);
    expect(String(res.headers["content-security-policy"])).toContain("script-src 'self';");
  });

  it("leaves an unknown service's page unbranded, with the loading frame", async () => {
    const html = await page("/partner/no-such-service");
    expect(brandOf(html)).toBeNull();
    expect(html).not.toContain("hitch-theme");
    expect(html).toContain('<meta name="theme-color" content="#d32f2f"');
    expect(frameOf(html)).toEqual(["loading", "en"]);
  });

  it("carries the service's direct line for an error screen's Call button, escaped, and none for a service without", async () => {
    const lined = await createTestService(t, { directContact: '+372 600 "0000"' });
    const link = await openLink(t, "claim", lined.linkName);
    const html = await page(`/claim-link/${link.code}`);
    expect(html).toContain('<meta name="hitch-service-line" content="+372 600 &quot;0000&quot;">');
    expect(await page(`/partner/${blue.linkName}`)).not.toContain("hitch-service-line");
    expect(await page("/partner/no-such-service")).not.toContain("hitch-service-line");
  });

  it("escapes a service name in the frame's links", async () => {
    const html = await page(`/partner/${encodeURIComponent('a"><script>x</script>')}`);
    expect(html).toContain('href="/partner/claim/a%22%3E%3Cscript%3Ex%3C%2Fscript%3E"');
    expect(html).not.toContain("<script>x</script>");
  });

  it("brands a link page in its request's language without opening a session, so the link still opens once", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/public/assistance-request/link",
      headers: t.operator,
      payload: { serviceName: blue.name, language: "lv" },
    });
    expect(created.statusCode).toBe(201);
    const { code } = created.json<{ code: string }>();
    const res = await t.app.inject({ method: "GET", url: `/assistance-request-link/${code}` });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(brandOf(res.body)).toBe("#0a5dc2");
    // A fresh request starts on the flow's landing: that screen is the frame, with its flow's styles inline.
    expect(frameOf(res.body)).toEqual(["assistanceLanding", "lv"]);
    expect(res.body).toContain("<style>.landing{display:grid}</style>");
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/assistanceLink.css" disabled>');
    expect(codeOf(res.body).modules).toContain("/assets/assistanceLink.js");
    const validation = await t.app.inject({ method: "GET", url: `/api/v1/public/assistance-request-link/${code}` });
    expect(validation.json()).toMatchObject({ isValid: true, language: "lv" });
    // Once an incident is saved the app places the customer further on: the frame is the link check's.
    const id = created.json<{ id: number }>().id;
    const saved = await t.app.inject({
      method: "PATCH",
      url: `/api/v1/public/assistance-request/${id}/incident`,
      headers: { cookie: sessionCookieOf(validation) },
      payload: { incidentType: "FLAT_TIRES" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const later = await page(`/assistance-request-link/${code}`);
    expect(frameOf(later)).toEqual(["link", "lv"]);
    expect(later).not.toContain(".landing{display:grid}");
  });

  it("brands a claim link, and a flow page reloaded with its session, but not an unknown link", async () => {
    const claim = await openLink(t, "claim", blue.name);
    expect(brandOf(await page(`/claim-link/${claim.code}`))).toBe("#0a5dc2");
    expect(brandOf(await page("/claims/incidents", claim.cookie))).toBe("#0a5dc2");
    expect(brandOf(await page("/claims/incidents"))).toBeNull();
    const fresh = await page(`/claim-link/${claim.code}`);
    expect(codeOf(fresh).modules).toContain("/assets/claimLink.js");
    // No incident chosen yet: the claim starts on its first step, which is the frame.
    expect(frameOf(fresh)).toEqual(["claimIncidents", "en"]);
    const unknown = await page(`/claim-link/${"A".repeat(22)}`);
    expect(brandOf(unknown)).toBeNull();
    expect(frameOf(unknown)).toEqual(["link", "en"]);
    // A link that does not open gets no flow code preloaded, only the entry's texts.
    expect(unknown).not.toContain("claimLink.js");
    expect(codeOf(unknown).modules).toContain("/assets/home.js");
    const request = await openLink(t, "assistance", blue.name);
    expect(brandOf(await page("/assistance/landing", request.cookie))).toBe("#0a5dc2");
  });

  it("brands a feedback page, the workshop picker and a partner start page by their service", async () => {
    const uuid = randomUUID();
    await t.db.insert(feedback).values({
      uuidHash: hashUuid(uuid),
      caseType: "CLAIM",
      serviceId: blue.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const feedbackPage = await page(`/feedback/${uuid}?caseType=CLAIM&language=ru`);
    expect(brandOf(feedbackPage)).toBe("#0a5dc2");
    // An invitation that can still be answered opens on its form: that is the frame's screen.
    expect(frameOf(feedbackPage)).toEqual(["screen", "ru"]);
    expect(screenOf(feedbackPage)).toEqual(["feedbackForm", "ru", `${uuid};CLAIM`]);
    expect(brandOf(await page(`/feedback/${uuid}?caseType=CASES`))).toBeNull();
    expect(brandOf(await page(`/select-workshop-external?service=${blue.externalId}`))).toBe("#0a5dc2");
    expect(brandOf(await page(`/partner/assistance-request/${blue.linkName}`))).toBe("#0a5dc2");
  });

  it("paints a feedback link that names no language in its claim's language, else its service's", async () => {
    const lithuanian = await createTestService(t, { defaultLanguage: "lt" });
    const filed = await filedClaimCase(t, await claimSetup(t, lithuanian), { language: "lv" });
    const [ofClaim, ofService] = [randomUUID(), randomUUID()];
    const expiresAt = new Date(Date.now() + 86_400_000);
    await t.db.insert(feedback).values([
      { uuidHash: hashUuid(ofClaim), caseType: "CLAIM", serviceId: lithuanian.id, claimId: filed.id, expiresAt },
      { uuidHash: hashUuid(ofService), caseType: "CLAIM", serviceId: lithuanian.id, expiresAt },
    ]);
    for (const [uuid, language] of [
      [ofClaim, "lv"],
      [ofService, "lt"],
    ]) {
      const html = await page(`/feedback/${uuid}?caseType=CLAIM`);
      expect(html).toContain(`<html lang="${language}"`);
      expect(frameOf(html)).toEqual(["screen", language]);
      expect(screenOf(html)?.slice(0, 2)).toEqual(["feedbackForm", language]);
      // The app keeps the page in that language rather than switching to its own default as it starts.
      expect(html).toContain(`<meta name="hitch-language" content="${language}">`);
    }
    // The address's language still wins.
    expect(frameOf(await page(`/feedback/${ofClaim}?caseType=CLAIM&language=ru`))).toEqual(["screen", "ru"]);
  });

  it("shows a feedback form only for an invitation that can be answered", async () => {
    const [used, expired] = [randomUUID(), randomUUID()];
    await t.db.insert(feedback).values([
      {
        uuidHash: hashUuid(used),
        caseType: "ASSISTANCE_REQUEST",
        serviceId: blue.id,
        expiresAt: new Date(Date.now() + 86_400_000),
        usedAt: new Date(),
      },
      {
        uuidHash: hashUuid(expired),
        caseType: "ASSISTANCE_REQUEST",
        serviceId: blue.id,
        expiresAt: new Date(Date.now() - 1000),
      },
    ]);
    for (const uuid of [used, expired]) {
      const html = await page(`/feedback/${uuid}?caseType=ASSISTANCE_REQUEST`);
      expect(brandOf(html)).toBe("#0a5dc2");
      expect(frameOf(html)).toEqual(["loading", "en"]);
      expect(screenOf(html)).toBeNull();
    }
    expect(screenOf(await page(`/feedback/${randomUUID()}?caseType=ASSISTANCE_REQUEST`))).toBeNull();
  });

  it("shows a case-status link's case in the page, in the case's language, and nothing without a valid link", async () => {
    const setup = await claimSetup(t, blue);
    const filed = await filedClaimCase(t, setup, { language: "et" });
    const link = await operatorCall(t, "POST", `/cases/${filed.caseId}/link`);
    const { code } = link.json<{ code: string }>();
    const res = await t.app.inject({ method: "GET", url: `/cases/status?code=${code}` });
    // Read only: the app's own validation of the code opens the session.
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(brandOf(res.body)).toBe("#0a5dc2");
    expect(frameOf(res.body)).toEqual(["screen", "et"]);
    expect(screenOf(res.body)).toEqual(["caseStatus", "et", `${filed.plate};9;Kesklinna Remont;${blue.name}`]);
    expect(codeOf(res.body).modules).toContain("/assets/cases.js");
    // /cases/progress is the same page.
    expect(screenOf(await page(`/cases/progress?code=${code}`))?.[0]).toBe("caseStatus");
    // The case's own flow styles are inline: the steps paint with their look before any code arrives.
    expect(res.body).toContain("<style>.steps{display:grid}</style>");
    // A wrong code, or a claim's session cookie without one: the app works the case out itself, behind a spinner.
    for (const [url, cookie] of [
      [`/cases/status?code=${"B".repeat(22)}`, undefined],
      // Only the case pages show a case (the app sends any other /cases address home).
      [`/cases/other?code=${code}`, undefined],
      ["/cases/status", filed.cookie],
      [`/cases/status?claimId=${filed.id}`, filed.cookie],
    ] as const) {
      const html = await page(url, cookie);
      expect(frameOf(html)?.[0], url).toBe("loading");
      expect(screenOf(html), url).toBeNull();
      expect(html).not.toContain(filed.plate);
    }
  });

  it("shows the picker's list for its filters, or its filters when they are not enough, but no list for no service", async () => {
    const green = await createTestService(t, { themeColor: "#2e7d32" });
    await createWorkshop(t, green.name, { name: "Kesklinna Remont" });
    await createWorkshop(t, green.name, { name: "Glass & Co", incidentTypes: ["WINDSHIELD_DAMAGE"] });
    const base = `/select-workshop-external?service=${green.externalId}&language=lv`;
    const list = await page(`${base}&incidentType=WINDSHIELD_DAMAGE&vehicleMark=Toyota`);
    expect(brandOf(list)).toBe("#2e7d32");
    expect(frameOf(list)).toEqual(["screen", "lv"]);
    // The workshops the public list gives for these filters, names escaped by the renderer.
    expect(screenOf(list)).toEqual(["picker", "lv", "Glass &amp; Co|Kesklinna Remont"]);
    expect(screenOf(await page(`${base}&incidentType=THEFT&vehicleMark=Toyota`))?.[2]).toBe("Kesklinna Remont");
    expect(screenOf(await page(base))).toEqual(["picker", "lv", "filters"]);
    const unknown = await page(`/select-workshop-external?service=nobody&incidentType=THEFT&vehicleMark=Toyota`);
    expect(frameOf(unknown)).toEqual(["loading", "en"]);
    expect(brandOf(unknown)).toBeNull();
  });

  it("never serves the server's own renderer", async () => {
    const res = await t.app.inject({ method: "GET", url: "/server/render-screens.mjs" });
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).not.toContain("pickerRequest");
  });
});
