import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../../db/schema/assistance-requests.ts";
import { drivers } from "../../../db/schema/drivers.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../../testing/test-app.ts";
import { testConfig } from "../../../testing/test-config.ts";
import { startDispatchBackground } from "../background.ts";
import { startDispatch } from "../start-dispatch.ts";
import { prepareSimulatedFleet, SIMULATOR_CITIES } from "./simulated-fleet.ts";

describe("driver simulator", () => {
  let t: TestApp;
  let background: Awaited<ReturnType<typeof startDispatchBackground>>;

  beforeAll(async () => {
    const dispatch = { ...testConfig().dispatch, workerIntervalMs: 100 };
    t = await createTestApp("pglite", { config: { simulator: true, dispatch } });
    background = await startDispatchBackground(t.app, t.app.appContext, {
      simulator: { perCity: 2, tickMs: 100, acceptDelayMs: [200, 400], speedKmh: 50_000, workMs: 300 },
    });
  });
  afterAll(async () => {
    await background.stop();
    await t.close();
  });

  it("creates simulated drivers around Tallinn, Riga and Vilnius", async () => {
    const fleet = await t.db.select().from(drivers).where(eq(drivers.simulated, true));
    expect(fleet).toHaveLength(6);
    for (const city of SIMULATOR_CITIES) {
      expect(fleet.filter((d) => d.company === city.company)).toHaveLength(2);
    }
  });

  it("gives every instance sharing the database the same simulated-driver tokens", async () => {
    const again = await prepareSimulatedFleet(t.db, 2, t.config.sessionSecret);
    expect(again.map((d) => d.token)).toEqual(background.simulatedDrivers.map((d) => d.token));
    const offers = await t.app.inject({
      method: "GET",
      url: "/api/v1/driver/offers",
      headers: { authorization: `Bearer ${again[0].token}` },
    });
    expect(offers.statusCode).toBe(200);
  });

  it("accepts a request in Riga, drives to the customer and finishes, through the driver API", async () => {
    const service = await createTestService(t);
    const link = await openLink(t, "assistance", service.name);
    const riga = { latitude: 56.95, longitude: 24.11 };
    await t.db.update(assistanceRequests).set(riga).where(eq(assistanceRequests.id, link.id));
    await startDispatch(t.db, t.dispatch, link.id);

    const seen = new Set<string>();
    let driverSeenAt: { latitude: number; longitude: number } | null = null;
    const deadline = Date.now() + 20_000;
    for (;;) {
      const status = (
        await t.app.inject({
          method: "GET",
          url: `/api/v1/public/assistance-request/${link.id}/status`,
          headers: { cookie: link.cookie },
        })
      ).json();
      seen.add(status.status);
      if (status.assignment?.driverLocation) driverSeenAt = status.assignment.driverLocation;
      if (status.status === "FINISHED") {
        expect(status.assignment.driver.company).toBe("Riga Tow (simulated)");
        break;
      }
      if (Date.now() > deadline) throw new Error(`not finished, saw ${[...seen].join(", ")}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toContain("ACCEPTED");
    // The last position reported while on the way is at the customer.
    expect(driverSeenAt!.latitude).toBeCloseTo(riga.latitude, 3);
    expect(driverSeenAt!.longitude).toBeCloseTo(riga.longitude, 3);
  });
});
