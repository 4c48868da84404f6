import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { runDueSteps } from "../dispatch/dispatch-worker.ts";
import { startDispatch } from "../dispatch/start-dispatch.ts";
import { northOf, TALLINN } from "../dispatch/test-support.ts";

// A driver sets their photo in the driver app; the customer whose job they are on sees it on the tracking
// screen, and nobody else ever does.
describe.each(TEST_DB_KINDS)("the driver's photo on %s", (kind) => {
  let t: TestApp;
  let serviceName: string;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    serviceName = (await createTestService(t)).name;
    // A landscape phone photo, not square: it is cropped to one.
    photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3366aa" } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  const inject = (method: "GET" | "PUT" | "POST", url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, payload });

  async function newDriver(name: string, metersNorth: number) {
    const created = await inject("POST", "/api/v1/admin/drivers", t.operator, {
      fullName: name,
      phoneNumber: "+3725550100",
      company: "Tallinn Tow",
      ...northOf(TALLINN, metersNorth),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, token } = created.json<{ id: number; token: string }>();
    return { id, auth: { authorization: `Bearer ${token}` } };
  }

  const upload = (auth: Record<string, string>, body: Buffer, type = "image/jpeg") =>
    t.app.inject({ method: "PUT", url: "/api/v1/driver/me/photo", headers: { ...auth, "content-type": type }, body });

  /** A submitted request at Tallinn, accepted by `driver`. */
  async function acceptedBy(driver: { auth: Record<string, string> }) {
    const link = await openLink(t, "assistance", serviceName);
    await t.db.update(assistanceRequests).set(TALLINN).where(eq(assistanceRequests.id, link.id));
    await startDispatch(t.db, t.dispatch, link.id);
    await runDueSteps(t.dispatch);
    const offers = (await inject("GET", "/api/v1/driver/offers", driver.auth)).json<
      { id: number; assistanceRequestId: number }[]
    >();
    const offer = offers.find((o) => o.assistanceRequestId === link.id)!;
    expect((await inject("POST", `/api/v1/driver/offers/${offer.id}/accept`, driver.auth)).statusCode).toBe(200);
    return link;
  }
  const statusOf = async (link: { id: number; cookie: string }) =>
    (await inject("GET", `/api/v1/public/assistance-request/${link.id}/status`, { cookie: link.cookie })).json<{
      assignment?: { driver: { id: number; photoUrl?: string | null } };
    }>();

  it("is stored as a 320 px square JPEG the driver app reads back, and replaced by a new one", async () => {
    const driver = await newDriver("Mart Pilt", 1500);
    expect((await inject("GET", "/api/v1/driver/me", driver.auth)).json().photoUrl).toBeNull();
    expect((await inject("GET", "/api/v1/driver/me/photo", driver.auth)).statusCode).toBe(404);

    const set = await upload(driver.auth, photo);
    expect(set.statusCode, set.body).toBe(200);
    const first = set.json<{ photoUrl: string }>().photoUrl;
    expect(first).toMatch(/^\/api\/v1\/driver\/me\/photo\?v=[\w-]+$/);
    const read = await inject("GET", first, driver.auth);
    expect(read.statusCode).toBe(200);
    expect(read.headers["content-type"]).toBe("image/jpeg");
    const { width, height, format } = await sharp(read.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 320, height: 320, format: "jpeg" });

    const again = await upload(driver.auth, photo);
    expect(again.json<{ photoUrl: string }>().photoUrl).not.toBe(first);
    // Only drivers set their own photo.
    expect((await upload({}, photo)).statusCode).toBe(401);
  });

  it("refuses what is not an image, and a file over 15 MB", async () => {
    const driver = await newDriver("Mart Vale", 1600);
    const text = await upload(driver.auth, Buffer.from("not a photo at all"));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ statusCode: 415, code: "FILE_NOT_IMAGE" });
    const huge = await upload(driver.auth, Buffer.alloc(16 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ statusCode: 413 });
    expect((await upload(driver.auth, Buffer.from("{}"), "application/json")).statusCode).toBe(415);
  });

  it("is on the customer's status while that driver is on the job, and only for that request's session", async () => {
    const driver = await newDriver("Kalle Kuva", 1000);
    expect((await upload(driver.auth, photo)).statusCode).toBe(200);
    // A second driver with a photo of their own, on no job of this customer's.
    const other = await newDriver("Olev Teine", 90_000);
    expect((await upload(other.auth, photo)).statusCode).toBe(200);

    const link = await acceptedBy(driver);
    const photoUrl = (await statusOf(link)).assignment!.driver.photoUrl!;
    expect(photoUrl).toMatch(
      new RegExp(`^/api/v1/public/assistance-request/${link.id}/driver-photo/${driver.id}\\?v=`),
    );
    const accepted = await inject("GET", `/api/v1/public/tow-truck/accepted-driver?assistanceRequestId=${link.id}`, {
      cookie: link.cookie,
    });
    expect(accepted.json().driver.photoUrl).toBe(photoUrl);
    const shown = await inject("GET", photoUrl, { cookie: link.cookie });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("image/jpeg");

    // Another customer's session: neither this request's photo nor, through its own request, this driver's.
    const stranger = await openLink(t, "assistance", serviceName);
    for (const [url, cookie] of [
      [photoUrl, stranger.cookie],
      [`/api/v1/public/assistance-request/${stranger.id}/driver-photo/${driver.id}`, stranger.cookie],
      [photoUrl, ""],
    ]) {
      const refused = await inject("GET", url, cookie ? { cookie } : {});
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
    }
    // A driver who is not on this request: 404 though they have a photo.
    const notOnIt = await inject("GET", `/api/v1/public/assistance-request/${link.id}/driver-photo/${other.id}`, {
      cookie: link.cookie,
    });
    expect(notOnIt.statusCode).toBe(404);
    expect(notOnIt.json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });

    // Once the job is over the photo goes with it.
    expect((await inject("POST", `/api/v1/driver/jobs/${link.id}/finish`, driver.auth)).statusCode).toBe(200);
    expect((await statusOf(link)).assignment!.driver.photoUrl).toBeNull();
    expect((await inject("GET", photoUrl, { cookie: link.cookie })).statusCode).toBe(404);
  });

  it("leaves the status without a photo for a driver who has none", async () => {
    const driver = await newDriver("Peeter Pildita", 1200);
    const link = await acceptedBy(driver);
    expect((await statusOf(link)).assignment!.driver.photoUrl).toBeNull();
    const none = await inject("GET", `/api/v1/public/assistance-request/${link.id}/driver-photo/${driver.id}`, {
      cookie: link.cookie,
    });
    expect(none.statusCode).toBe(404);
  });
});
