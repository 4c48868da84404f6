import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestService, fakeWebDist, type TestApp } from "../testing/test-app.ts";

describe("HTTP plumbing", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { config: { webDist: fakeWebDist(), bodyLimitBytes: 2048 } });
  });
  afterAll(() => t?.close());

  const post = (payload: string, contentType = "application/json") =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/public/claim/service-link",
      headers: { "content-type": contentType },
      payload,
    });

  it("answers an unknown API path with 404 NOT_FOUND", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/public/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
  });

  it("answers malformed JSON with 400 BAD_REQUEST", async () => {
    const res = await post("{not json");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: "BAD_REQUEST" });
  });

  it("answers a body over the limit with 413 PAYLOAD_TOO_LARGE", async () => {
    const res = await post(JSON.stringify({ name: "x".repeat(5000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, code: "PAYLOAD_TOO_LARGE" });
  });

  it("answers an unsupported content type with 415", async () => {
    const res = await post("<name>demo</name>", "application/xml");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ statusCode: 415, code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("answers a multipart body on a route that takes no uploads with 415", async () => {
    const res = await post(
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\ndemo\r\n--b--\r\n',
      "multipart/form-data; boundary=b",
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ statusCode: 415, code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("lists each invalid field with its path and code", async () => {
    const res = await post(JSON.stringify({ name: 7, language: "xx", extra: 1 }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: "name", code: "invalid_type" },
        { path: "language", code: "invalid_value" },
        { path: "extra", code: "unrecognized_keys" },
      ]),
    );
  });

  it("refuses a NUL character anywhere in a request, naming where it was", async () => {
    const inBody = await post(JSON.stringify({ name: "de\u0000mo" }));
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json()).toEqual({
      statusCode: 400,
      code: "VALIDATION_FAILED",
      errors: [{ path: "name", code: "invalid_string" }],
    });
    const inPath = await t.app.inject({ method: "GET", url: "/api/v1/public/claim-link/abc%00def" });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json().errors).toEqual([{ path: "code", code: "invalid_string" }]);
    const inQuery = await t.app.inject({ method: "GET", url: "/api/v1/public/theme/demo?x=%00" });
    expect(inQuery.json().errors).toEqual([{ path: "x", code: "invalid_string" }]);
  });

  it("serves index.html for any page path, uncached", async () => {
    for (const url of ["/", "/partner/demo", "/claims/incidents?x=1"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<title>Hitch</title>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves the driver app's own page for /driver, its sub-paths and sign-in links, and no other page", async () => {
    for (const url of ["/driver", "/driver/history", "/driver-link/abcdefghijklmnopqrstuv"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<title>Hitch Driver</title>");
    }
    for (const url of ["/drivers", "/driverx/1"])
      expect((await t.app.inject({ method: "GET", url })).body).toContain("<title>Hitch</title>");
  });

  it("lets the external workshop picker keep its opener, and no other page", async () => {
    const picker = await t.app.inject({ method: "GET", url: "/select-workshop-external?service=demo" });
    expect(picker.statusCode).toBe(200);
    expect(picker.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
    const partner = await t.app.inject({ method: "GET", url: "/partner/demo" });
    expect(partner.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("caches hashed assets for a year and revalidates the service worker", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const sw = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(sw.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a missing asset with 404 rather than the page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/missing-123.js" });
    expect(res.statusCode).toBe(404);
  });

  it("sends a CSP that allows OpenStreetMap tiles and inline theme styles, and no inline script", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("img-src 'self' data: blob: https://*.tile.openstreetmap.org");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends API answers the short header set of a response that is never a page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/public/claim-link/AAAAAAAAAAAAAAAAAAAAAA" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const pageOnly of [
      "cross-origin-opener-policy",
      "origin-agent-cluster",
      "x-dns-prefetch-control",
      "x-xss-protection",
      "x-ratelimit-remaining",
    ]) {
      expect(res.headers[pageOnly]).toBeUndefined();
    }
    const docs = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(docs.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("publishes an OpenAPI document with the public and operator routes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      "/api/v1/public/assistance-request-link/{code}",
      "/api/v1/public/claim-link/{code}",
      "/api/v1/public/claim-link",
      "/api/v1/public/theme/{serviceName}",
      "/api/v1/public/claims/{id}",
      "/api/v1/admin/services",
    ]) {
      expect(paths).toContain(path);
    }
    const ui = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(ui.statusCode).toBeLessThan(400);
  });
});

describe("served over https", () => {
  it("asks browsers for https on pages and API answers alike", async () => {
    const t = await createTestApp("pglite", { config: { webDist: fakeWebDist(), publicUrl: "https://hitch.example" } });
    try {
      const page = await t.app.inject({ method: "GET", url: "/" });
      const api = await t.app.inject({ method: "GET", url: "/api/v1/public/claim-link/AAAAAAAAAAAAAAAAAAAAAA" });
      for (const res of [page, api])
        expect(res.headers["strict-transport-security"]).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(String(page.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
    } finally {
      await t.close();
    }
  });
});

describe("without a built web app", () => {
  it("answers page requests with 503 WEB_APP_NOT_BUILT and still serves the API", async () => {
    const t = await createTestApp("pglite");
    try {
      const page = await t.app.inject({ method: "GET", url: "/partner/demo" });
      expect(page.statusCode).toBe(503);
      expect(page.json()).toEqual({ statusCode: 503, code: "WEB_APP_NOT_BUILT" });
      const service = await createTestService(t);
      const api = await t.app.inject({ method: "GET", url: `/api/v1/public/theme/${service.name}` });
      expect(api.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe("rate limits", () => {
  it("limits link validation per minute with 429 RATE_LIMITED", async () => {
    const t = await createTestApp("pglite", {
      config: { rateLimits: { linkValidationPerMinute: 3, serviceLinkPerMinute: 2, authFailuresPerMinute: 100_000 } },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (await t.app.inject({ method: "GET", url: "/api/v1/public/claim-link/AAAAAAAAAAAAAAAAAAAAAA" })).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      const limited = await t.app.inject({ method: "GET", url: "/api/v1/public/claim-link/AAAAAAAAAAAAAAAAAAAAAA" });
      expect(limited.headers["retry-after"]).toBeDefined();
      expect(limited.headers["x-ratelimit-limit"]).toBe("3");
      const service = await createTestService(t);
      const starts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/v1/public/claim/service-link",
          payload: { name: service.linkName },
        });
        starts.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json()).toEqual({ statusCode: 429, code: "RATE_LIMITED" });
      }
      expect(starts).toEqual([201, 201, 429]);
    } finally {
      await t.close();
    }
  });
});
