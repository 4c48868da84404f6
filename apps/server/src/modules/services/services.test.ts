import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";

describe.each(TEST_DB_KINDS)("service themes and details on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url: `/api/v1/public${url}`, headers: cookie ? { cookie } : {} });

  it("answers the theme by service name and by link name", async () => {
    const service = await createTestService(t, { themeColor: "#123456", linkName: `link-${Date.now()}` });
    for (const name of [service.name, service.linkName]) {
      const res = await get(`/theme/${name}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ logo: null, color: "#123456" });
    }
  });

  it("answers an unknown theme with 404 SERVICE_NOT_FOUND", async () => {
    const res = await get("/theme/nobody");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, code: "SERVICE_NOT_FOUND" });
  });

  it("serves the logo as a data URL", async () => {
    const service = await createTestService(t, { logo: Buffer.from("png-bytes"), logoMime: "image/png" });
    const res = await get(`/theme/${service.name}`);
    expect(res.json().logo).toBe(`data:image/png;base64,${Buffer.from("png-bytes").toString("base64")}`);
  });

  it("answers service details by external id", async () => {
    const service = await createTestService(t, {
      countryCode: "LT",
      defaultLanguage: "lt",
      directContact: "+37060000000",
      isMotionsCloudEnabled: true,
    });
    const res = await get(`/services/${service.externalId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      externalId: service.externalId,
      name: service.name,
      countryCode: "LT",
      theme: { logo: null, color: "#d32f2f" },
      serviceLink: { name: service.linkName, language: "lt" },
      isTestService: false,
      serviceDirectContact: "+37060000000",
      isMotionsCloudEnabled: true,
      operatorCompany: null,
    });
    expect((await get("/services/SV-UNKNOWN")).statusCode).toBe(404);
  });

  it("names the operator company for the terms only when all of it is configured", async () => {
    const company = {
      operatorCompanyName: "Acme OÜ",
      operatorRegistryCode: "12345678",
      operatorAddress: "Tallinn",
      operatorContact: "info@acme.ee",
    };
    const full = await createTestService(t, company);
    expect((await get(`/services/${full.externalId}`)).json().operatorCompany).toEqual({
      name: "Acme OÜ",
      registryCode: "12345678",
      address: "Tallinn",
      contact: "info@acme.ee",
    });
    const partial = await createTestService(t, { ...company, operatorRegistryCode: null });
    expect((await get(`/services/${partial.externalId}`)).json().operatorCompany).toBeNull();
  });

  it.each([
    ["assistance", "/assistance-request"],
    ["claim", "/claims"],
  ] as const)("answers the %s's service theme to its own session only", async (linkKind, base) => {
    const service = await createTestService(t, { themeColor: "#00aa00" });
    const mine = await openLink(t, linkKind, service.name);
    const other = await openLink(t, linkKind, service.name);
    const ok = await get(`${base}/${mine.id}/service-theme`, mine.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().theme.color).toBe("#00aa00");
    expect(ok.json().externalId).toBe(service.externalId);
    const otherSession = await get(`${base}/${mine.id}/service-theme`, other.cookie);
    expect(otherSession.statusCode).toBe(404);
    expect(otherSession.json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
    expect((await get(`${base}/${mine.id}/service-theme`)).statusCode).toBe(404);
    expect((await get(`${base}/not-a-number/service-theme`, mine.cookie)).statusCode).toBe(400);
  });
});
