import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { createWorkshop } from "../claims/claim-filing-test-support.ts";

/**
 * /select-workshop-external opens outside any claim (a provider's own page links to it), so the
 * service's workshop list must answer whatever session the browser holds, or none.
 */
describe.each(TEST_DB_KINDS)("workshop list for the external picker on %s", (kind) => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof createTestService>>;
  let names: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    service = await createTestService(t);
    names = {
      glass: (await createWorkshop(t, service.name, { name: "Glass only", incidentTypes: ["WINDSHIELD_DAMAGE"] })).id,
      volvo: (
        await createWorkshop(t, service.name, {
          name: "Volvo 2015+",
          incidentTypes: ["WINDSHIELD_DAMAGE", "OTHER"],
          vehicleMarks: ["Volvo"],
          minYear: 2015,
        })
      ).id,
    };
  });
  afterAll(() => t?.close());

  const list = (query: string, cookie?: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/v1/public/services/${service.externalId}/workshops?${query}`,
      headers: cookie ? { cookie } : {},
    });
  const namesOf = (res: Awaited<ReturnType<typeof list>>) =>
    res
      .json<{ name: string }[]>()
      .map((w) => w.name)
      .sort();

  it("filters by incident type, make and year with no session, a foreign session or a forged cookie alike", async () => {
    const otherService = await createTestService(t);
    const foreign = await openLink(t, "claim", otherService.name);
    for (const cookie of [undefined, foreign.cookie, "hitch_session=claim:1.forged"]) {
      expect(namesOf(await list("incidentType=WINDSHIELD_DAMAGE&vehicleMark=volvo&vehicleYear=2018", cookie))).toEqual([
        "Glass only",
        "Volvo 2015+",
      ]);
      expect(namesOf(await list("incidentType=WINDSHIELD_DAMAGE&vehicleMark=Audi", cookie))).toEqual(["Glass only"]);
      expect(namesOf(await list("incidentType=OTHER&vehicleMark=Volvo&vehicleYear=2010", cookie))).toEqual([]);
      expect(namesOf(await list("incidentType=OTHER&vehicleMark=Volvo", cookie))).toEqual(["Volvo 2015+"]);
    }
  });

  it("answers each workshop with the fields the picker shows and returns", async () => {
    const [first] = (await list("incidentType=WINDSHIELD_DAMAGE&vehicleMark=Audi")).json();
    expect(first).toMatchObject({
      id: names.glass,
      name: "Glass only",
      address: "Viru väljak 1, Tallinn",
      phone: "+3726000001",
      latitude: 59.437,
      longitude: 24.7536,
    });
  });

  it("needs the incident type and make the picker filters by (400), and a known service (404)", async () => {
    for (const query of [
      "",
      "vehicleMark=Volvo",
      "incidentType=WINDSHIELD_DAMAGE",
      "incidentType=FLAT_TIRES&vehicleMark=Volvo",
      "incidentType=OTHER&vehicleMark=Volvo&vehicleYear=old",
    ]) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/public/services/SV-none/workshops?incidentType=OTHER&vehicleMark=Volvo",
    });
    expect(res.json()).toEqual({ statusCode: 404, code: "SERVICE_NOT_FOUND" });
  });
});
