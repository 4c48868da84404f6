import { eq } from "drizzle-orm";
import sharp from "sharp";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../db/schema/assistance-requests.ts";
import { TEST_DB_KINDS } from "../db/test-db.ts";
import { startDispatch } from "../modules/dispatch/start-dispatch.ts";
import { TALLINN } from "../modules/dispatch/test-support.ts";
import { multipart } from "../testing/multipart-body.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../testing/test-app.ts";

const PUBLIC_URL = "https://hitch.example";
const EVIL = "https://evil.example";

describe.each(TEST_DB_KINDS)("cross-site requests on %s", (kind) => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof createTestService>>;
  let png: Buffer;

  beforeAll(async () => {
    const storageDir = mkdtempSync(join(tmpdir(), "hitch-cross-site-"));
    t = await createTestApp(kind, { config: { publicUrl: PUBLIC_URL, storage: { kind: "disk", dir: storageDir } } });
    service = await createTestService(t);
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .png()
      .toBuffer();
  });
  afterAll(() => t?.close());

  /** A customer's request in dispatch (PENDING, so cancelling it would succeed) with its session cookie. */
  const pendingRequest = async () => {
    const link = await openLink(t, "assistance", service.name);
    await t.db.update(assistanceRequests).set(TALLINN).where(eq(assistanceRequests.id, link.id));
    await startDispatch(t.db, t.dispatch, link.id);
    return link;
  };
  const cancel = (link: { id: number; cookie: string }, headers: Record<string, string> = {}, payload?: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/public/assistance-request/${link.id}/cancel`,
      headers: { cookie: link.cookie, ...headers },
      payload,
    });
  const statusOf = async (id: number) => {
    const [row] = await t.db
      .select({ status: assistanceRequests.status })
      .from(assistanceRequests)
      .where(eq(assistanceRequests.id, id));
    return row.status;
  };
  const photoUpload = (link: { id: number; cookie: string }, headers: Record<string, string>) => {
    const form = multipart([
      { name: "smsIdentifier", value: "MVP1" },
      { name: "file", filename: "a.png", type: "image/png", data: png },
    ]);
    return t.app.inject({
      method: "POST",
      url: `/api/v1/public/assistance-request/${link.id}/files`,
      headers: { cookie: link.cookie, "content-type": form.contentType, ...headers },
      payload: form.payload,
    });
  };

  it("refuses a form post from another site with 403 CROSS_SITE_REQUEST and leaves the request alone", async () => {
    const link = await pendingRequest();
    const forged = await cancel(link, { origin: EVIL, "content-type": "text/plain" }, "x=1");
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ statusCode: 403, code: "CROSS_SITE_REQUEST" });
    const bySite = await cancel(link, { "sec-fetch-site": "cross-site" });
    expect(bySite.statusCode).toBe(403);
    const nullOrigin = await cancel(link, { origin: "null" });
    expect(nullOrigin.statusCode).toBe(403);
    expect(await statusOf(link.id)).toBe("PENDING");
  });

  it("refuses a multipart upload from another site and takes the same one from our own pages", async () => {
    const link = await openLink(t, "assistance", service.name);
    const forged = await photoUpload(link, { origin: EVIL, "sec-fetch-site": "cross-site" });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ statusCode: 403, code: "CROSS_SITE_REQUEST" });
    const own = await photoUpload(link, { origin: PUBLIC_URL, "sec-fetch-site": "same-origin" });
    expect(own.statusCode).toBe(201);
  });

  it("refuses text/plain on a POST that takes no body, even from our own pages", async () => {
    const link = await pendingRequest();
    const res = await cancel(link, { origin: PUBLIC_URL, "content-type": "text/plain" }, "x=1");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ statusCode: 415, code: "UNSUPPORTED_MEDIA_TYPE" });
    const form = await cancel(link, { origin: PUBLIC_URL, "content-type": "application/x-www-form-urlencoded" }, "x=1");
    expect(form.statusCode).toBe(415);
    expect(await statusOf(link.id)).toBe("PENDING");
  });

  it("refuses text/plain on a JSON route", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/public/claim/service-link",
      headers: { origin: PUBLIC_URL, "content-type": "text/plain" },
      payload: JSON.stringify({ name: service.linkName }),
    });
    expect(res.statusCode).toBe(415);
  });

  it.each([
    ["PUBLIC_URL's origin", { origin: PUBLIC_URL }],
    ["the request's own host (a development proxy)", { origin: "http://localhost:5173", host: "localhost:5173" }],
    ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
    ["Sec-Fetch-Site: none (typed by the user)", { "sec-fetch-site": "none" }],
    ["no Origin and no Sec-Fetch-Site (a program, not a browser)", {}],
  ])("lets a bodiless cancel from %s through", async (_name, headers: Record<string, string>) => {
    const link = await pendingRequest();
    const res = await cancel(link, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: link.id, status: "CLIENT_CANCELLED" });
  });

  it("takes JSON from our own pages", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/public/claim/service-link",
      headers: { origin: PUBLIC_URL, "sec-fetch-site": "same-origin" },
      payload: { name: service.linkName },
    });
    expect(res.statusCode).toBe(201);
  });

  it("serves operator calls with a Bearer key and no Origin, and refuses them from another site's page", async () => {
    const payload = { serviceName: service.name };
    const operator = await t.app.inject({
      method: "POST",
      url: "/api/v1/public/claim-link",
      headers: t.operator,
      payload,
    });
    expect(operator.statusCode).toBe(201);
    const fromPage = await t.app.inject({
      method: "POST",
      url: "/api/v1/public/claim-link",
      headers: { ...t.operator, origin: EVIL },
      payload,
    });
    expect(fromPage.statusCode).toBe(403);
  });

  it("keeps the external workshop picker working when a provider's page opens it (it only reads)", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/v1/public/services/${service.externalId}/workshops?incidentType=TRAFFIC_ACCIDENT&vehicleMark=Toyota`,
      headers: { origin: EVIL, "sec-fetch-site": "cross-site", referer: "https://portal.example/claims/42" },
    });
    expect(res.statusCode).toBe(200);
  });
});
