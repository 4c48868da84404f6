import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";

describe.each(TEST_DB_KINDS)("assistance requests on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());
  const read = (id: number | string, cookie?: string) =>
    t.app.inject({ method: "GET", url: `/api/v1/public/assistance-request/${id}`, headers: cookie ? { cookie } : {} });

  it("starts a DRAFT request from a partner service link, with a code that opens it", async () => {
    const service = await createTestService(t);
    const start = await t.app.inject({
      method: "POST",
      url: "/api/v1/public/assistance-request/service-link",
      payload: { name: service.linkName, language: "lt" },
    });
    expect(start.statusCode).toBe(201);
    const { assistanceRequestId, assistanceRequestExternalId, code } = start.json();
    expect(start.cookies).toHaveLength(0);
    const link = await t.app.inject({ method: "GET", url: `/api/v1/public/assistance-request-link/${code}` });
    expect(link.json()).toEqual({
      isValid: true,
      id: assistanceRequestId,
      externalId: assistanceRequestExternalId,
      language: "lt",
      msg: null,
    });
  });

  it("answers an unknown service link name with 404", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/public/assistance-request/service-link",
      payload: { name: "nobody" },
    });
    expect(res.statusCode).toBe(404);
  });

  it.each([[{}], [{ name: "" }], [{ name: "demo", language: "de" }], [{ name: "demo", more: true }]])(
    "rejects service-link body %j",
    async (payload) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/public/assistance-request/service-link",
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    },
  );

  it("reads the request for its session, with what still blocks submission", async () => {
    const service = await createTestService(t);
    const link = await openLink(t, "assistance", service.name, { language: "et" });
    await t.db
      .update(assistanceRequests)
      .set({ incidentType: "EMPTY_BATTERY", latitude: 59.4, longitude: 24.7 })
      .where(eq(assistanceRequests.id, link.id));
    const res = await read(link.id, link.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: link.id,
      externalId: link.externalId,
      serviceExternalId: service.externalId,
      status: "DRAFT",
      incidentType: "EMPTY_BATTERY",
      location: { latitude: 59.4, longitude: 24.7 },
      language: "et",
      files: [],
      startTime: null,
      submitTime: null,
    });
    expect(body.errors.map((e: { code: string }) => e.code)).toEqual([
      "MISSING_VEHICLE",
      "MISSING_CONTACT",
      "MISSING_DESCRIPTION",
    ]);
  });

  it("answers 404 to another link's session, to no session and to a forged cookie", async () => {
    const service = await createTestService(t);
    const mine = await openLink(t, "assistance", service.name);
    const other = await openLink(t, "assistance", service.name);
    const claim = await openLink(t, "claim", service.name);
    for (const cookie of [other.cookie, claim.cookie, undefined, `hitch_session=assistance:${mine.id}.forged`]) {
      const res = await read(mine.id, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
    }
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999"])("rejects the id %s", async (id) => {
    const service = await createTestService(t);
    const link = await openLink(t, "assistance", service.name);
    const res = await read(id, link.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_FAILED");
  });
});
