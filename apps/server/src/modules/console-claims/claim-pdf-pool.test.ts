import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claims } from "../../db/schema/claims.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { testConfig } from "../../testing/test-config.ts";
import { claimSetup } from "../cases/case-test-support.ts";
import { fillClaim } from "../claims/claim-filing-test-support.ts";
import { openClaim } from "../claims/claim-test-support.ts";
import { laidOutText } from "./claim-pdf.ts";
import { newOperator, signIn } from "../operators/test-support.ts";

/**
 * What a hostile customer can write into a claim within the fields' limits (the review's costliest): markup, 300
 * astral characters, 300 tatweels and one unbroken 3,000-character word. Laid out on the event loop, it held every
 * other request of the instance for seconds.
 */
const HOSTILE = `<b onload="x">${"𝕏".repeat(300)}${"ـ".repeat(300)} ${"W".repeat(3000)}`;

/** How long the instance takes to answer a cheap request, asked every 20 ms until `until` settles. */
async function probeWhile(t: TestApp, until: Promise<unknown>) {
  let settled = false;
  void until.finally(() => (settled = true));
  const waits: number[] = [];
  while (!settled) {
    const started = performance.now();
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    waits.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return waits;
}

describe("claim PDFs on worker threads", () => {
  let t: TestApp;
  let cookie: string;
  let claimId: number;
  const pdf = () =>
    t.app.inject({ method: "GET", url: `/api/v1/console/claims/${claimId}/pdf?language=en`, headers: { cookie } });

  beforeAll(async () => {
    // One thread and no queue: a second PDF while one renders is refused.
    t = await createTestApp("pglite", { config: { claimPdf: { ...testConfig().claimPdf, threads: 1, queue: 0 } } });
    const service = await createTestService(t);
    const setup = await claimSetup(t, service);
    const c = await openClaim(t, service.name);
    await fillClaim(t, c, {
      incident: "TRAFFIC_ACCIDENT",
      flag: false,
      plate: setup.plate,
      workshopId: setup.workshopId,
    });
    await t.db
      .update(claims)
      .set({ accidentDescription: HOSTILE, accidentAddress: HOSTILE })
      .where(eq(claims.id, c.id));
    claimId = c.id;
    cookie = await signIn(t, (await newOperator(t, [{ service: service.name, role: "OPERATOR" }])).email);
  }, 120_000);
  afterAll(() => t?.close());

  it("answers an unrelated request while a hostile claim's PDF renders", async () => {
    const started = performance.now();
    const rendering = pdf();
    const waits = await probeWhile(t, rendering);
    const took = performance.now() - started;
    const res = await rendering;
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Answered throughout: no probe waited for a good part of the rendering, as each did on the event loop.
    expect(waits.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...waits)).toBeLessThan(Math.max(250, took / 4));
  });

  it("refuses a PDF past the threads and the queue with 503 SERVER_BUSY and Retry-After", async () => {
    const answers = await Promise.all([pdf(), pdf()]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 503]);
    const refused = answers.find((res) => res.statusCode === 503)!;
    expect(refused.json()).toEqual({ statusCode: 503, code: "SERVER_BUSY" });
    expect(refused.headers["retry-after"]).toBe("5");
    // Once the first is done, the next one is made.
    expect((await pdf()).statusCode).toBe(200);
  });

  it("lays out at most 4,000 characters of a field, with no unbroken run over 40", () => {
    const laid = laidOutText(HOSTILE);
    expect(Math.max(...laid.split(/\s/u).map((word) => [...word].length))).toBeLessThanOrEqual(40);
    expect(laid.replace(/ /g, "")).toBe(HOSTILE.replace(/ /g, ""));
    expect([...laidOutText("ab ".repeat(2000))]).toHaveLength(4001);
    expect(laidOutText("Reversed into a post in the car park.")).toBe("Reversed into a post in the car park.");
  });
});
