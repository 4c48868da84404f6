import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { call, markSubmitted, openClaim, type Session } from "../claims/claim-test-support.ts";

const person = {
  fullName: "Peeter Paju",
  personalCode: "38001010001",
  phonePrefix: "+372",
  phone: "5550001",
  email: "peeter@example.ee",
};

describe.each(TEST_DB_KINDS)("other parties on %s", (kind) => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof createTestService>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    service = await createTestService(t);
  });
  afterAll(() => t?.close());

  const open = () => openClaim(t, service.name);
  const parties = (
    c: Session | { id: number; cookie: string | null },
    method: "GET" | "POST" | "PUT",
    body?: unknown,
  ) => call(t, method, `/claims/${c.id}/other-parties`, c.cookie, body);
  const remove = (c: Session | { id: number; cookie: string | null }, partyId: number | string) =>
    call(t, "DELETE", `/claims/${c.id}/other-parties?partyId=${partyId}`, c.cookie);
  const flags = (c: Session | { id: number; cookie: string | null }, body: unknown) =>
    call(t, "PUT", `/claims/${c.id}/other-parties-details`, c.cookie, body);

  describe("the two answers", () => {
    it("saves both, and the claim answers them", async () => {
      const c = await open();
      const res = await flags(c, { otherPartiesInvolved: true, otherPartiesInfo: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ otherPartiesInvolved: true, otherPartiesInfo: false });
      expect((await call(t, "GET", `/claims/${c.id}`, c.cookie)).json()).toMatchObject({
        otherPartiesInvolved: true,
        otherPartiesInfo: false,
      });
    });

    it("clears the info answer when no other party was involved", async () => {
      const c = await open();
      await flags(c, { otherPartiesInvolved: true, otherPartiesInfo: true });
      expect((await flags(c, { otherPartiesInvolved: false, otherPartiesInfo: true })).json()).toEqual({
        otherPartiesInvolved: false,
        otherPartiesInfo: null,
      });
    });

    it.each([
      ["no involved answer", { otherPartiesInfo: true }],
      ["a string for a boolean", { otherPartiesInvolved: "yes", otherPartiesInfo: null }],
      ["an unknown field", { otherPartiesInvolved: true, otherPartiesInfo: true, count: 2 }],
    ])("refuses %s with 400", async (_what, body) => {
      const c = await open();
      expect((await flags(c, body)).json().code).toBe("VALIDATION_FAILED");
    });

    it("answers 404 to another session and 409 once submitted", async () => {
      const c = await open();
      const other = await open();
      expect(
        (await flags({ id: c.id, cookie: other.cookie }, { otherPartiesInvolved: true, otherPartiesInfo: true }))
          .statusCode,
      ).toBe(404);
      await markSubmitted(t, c.id);
      expect((await flags(c, { otherPartiesInvolved: true, otherPartiesInfo: true })).json()).toEqual({
        statusCode: 409,
        code: "CLAIM_NOT_EDITABLE",
      });
    });
  });

  describe("parties", () => {
    it("creates vehicle and object parties, answering them with ids, and lists them on the claim", async () => {
      const c = await open();
      const res = await parties(c, "POST", {
        vehicleParties: [{ vehicle: { licensePlate: "777xyz" }, person }],
        objectParties: [{ object: { description: "  Fence of the neighbour  " } }],
      });
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toEqual([
        {
          id: expect.any(Number),
          type: "vehicle",
          person: { id: created[0].id, ...person },
          vehicle: { id: created[0].id, licensePlate: "777XYZ" },
          object: null,
          createdTime: expect.any(String),
        },
        {
          id: expect.any(Number),
          type: "object",
          person: null,
          vehicle: null,
          object: { id: created[1].id, description: "Fence of the neighbour" },
          createdTime: expect.any(String),
        },
      ]);
      expect(created[1].id).toBeGreaterThan(created[0].id);
      expect((await parties(c, "GET")).json()).toEqual(created);
      expect((await call(t, "GET", `/claims/${c.id}`, c.cookie)).json().otherParties).toEqual(created);
    });

    it("updates a party's type, details and person", async () => {
      const c = await open();
      const [party] = (await parties(c, "POST", { vehicleParties: [{ vehicle: { licensePlate: "111AAA" } }] })).json();
      const res = await parties(c, "PUT", {
        partyId: party.id,
        objectParty: { description: "Lamp post" },
        person: { fullName: "City of Tartu" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: party.id,
        type: "object",
        vehicle: null,
        object: { description: "Lamp post" },
        person: { fullName: "City of Tartu", personalCode: "", phone: "", email: "", phonePrefix: "+372" },
      });
      const back = await parties(c, "PUT", { partyId: party.id, vehicleParty: { licensePlate: "222BBB" } });
      expect(back.json()).toMatchObject({
        type: "vehicle",
        vehicle: { licensePlate: "222BBB" },
        object: null,
        person: null,
      });
      expect((await parties(c, "GET")).json()).toEqual([back.json()]);
    });

    it("deletes a party; deleting it again is 404", async () => {
      const c = await open();
      const [a, b] = (
        await parties(c, "POST", {
          vehicleParties: [{ vehicle: { licensePlate: "111AAA" } }, { vehicle: { licensePlate: "222BBB" } }],
        })
      ).json();
      const res = await remove(c, a.id);
      expect(res.statusCode).toBe(204);
      expect((await parties(c, "GET")).json().map((p: { id: number }) => p.id)).toEqual([b.id]);
      expect((await remove(c, a.id)).json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
    });

    it("treats another claim's party as not there: update and delete are 404 and it stays unchanged", async () => {
      const mine = await open();
      const theirs = await open();
      const [party] = (
        await parties(theirs, "POST", { vehicleParties: [{ vehicle: { licensePlate: "333CCC" } }] })
      ).json();
      expect(
        (await parties(mine, "PUT", { partyId: party.id, vehicleParty: { licensePlate: "444DDD" } })).json(),
      ).toEqual({ statusCode: 404, code: "NOT_FOUND" });
      expect((await remove(mine, party.id)).statusCode).toBe(404);
      expect((await parties(theirs, "GET")).json()).toEqual([party]);
    });

    it("answers 404 to another session on every call", async () => {
      const c = await open();
      const other = await open();
      const as = { id: c.id, cookie: other.cookie };
      expect((await parties(as, "GET")).statusCode).toBe(404);
      expect(
        (await parties(as, "POST", { vehicleParties: [{ vehicle: { licensePlate: "111AAA" } }] })).statusCode,
      ).toBe(404);
      expect((await parties(as, "PUT", { partyId: 1, vehicleParty: { licensePlate: "111AAA" } })).statusCode).toBe(404);
      expect((await remove(as, 1)).statusCode).toBe(404);
      expect((await parties({ id: c.id, cookie: null }, "GET")).statusCode).toBe(404);
    });

    it.each([
      [
        "an invalid personal code",
        { vehicleParties: [{ vehicle: { licensePlate: "111AAA" }, person: { personalCode: "39913310000" } }] },
        "vehicleParties.0.person.personalCode",
      ],
      [
        "a phone with letters",
        { vehicleParties: [{ vehicle: { licensePlate: "111AAA" }, person: { phone: "55-abc" } }] },
        "vehicleParties.0.person.phone",
      ],
      [
        "a malformed e-mail",
        { objectParties: [{ object: { description: "Fence" }, person: { email: "a@b" } }] },
        "objectParties.0.person.email",
      ],
      [
        "a vehicle without a plate",
        { vehicleParties: [{ vehicle: { licensePlate: "" } }] },
        "vehicleParties.0.vehicle.licensePlate",
      ],
      [
        "an object without a description",
        { objectParties: [{ object: { description: "   " } }] },
        "objectParties.0.object.description",
      ],
      [
        "an unknown field",
        { vehicleParties: [{ vehicle: { licensePlate: "111AAA", colour: "red" } }] },
        "vehicleParties.0.vehicle.colour",
      ],
      ["a wrong type", { vehicleParties: "many" }, "vehicleParties"],
    ])("refuses to create parties with %s", async (_what, body, path) => {
      const c = await open();
      const res = await parties(c, "POST", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
      expect((await parties(c, "GET")).json()).toEqual([]);
    });

    it.each([
      ["neither vehicle nor object", { partyId: 1, person }],
      [
        "both vehicle and object",
        { partyId: 1, vehicleParty: { licensePlate: "111AAA" }, objectParty: { description: "x" } },
      ],
      ["no party id", { vehicleParty: { licensePlate: "111AAA" } }],
      ["a malformed party id", { partyId: "one", vehicleParty: { licensePlate: "111AAA" } }],
    ])("refuses an update with %s", async (_what, body) => {
      const c = await open();
      expect((await parties(c, "PUT", body)).statusCode).toBe(400);
    });

    it("refuses a delete without a usable party id", async () => {
      const c = await open();
      expect((await call(t, "DELETE", `/claims/${c.id}/other-parties`, c.cookie)).statusCode).toBe(400);
      expect((await remove(c, "x")).statusCode).toBe(400);
      expect((await remove(c, -1)).statusCode).toBe(400);
    });

    it("refuses more than 20 parties on one claim", async () => {
      const c = await open();
      const many = (n: number) => ({
        vehicleParties: Array.from({ length: n }, (_, i) => ({ vehicle: { licensePlate: `${100 + i}AAA` } })),
      });
      expect((await parties(c, "POST", many(15))).statusCode).toBe(201);
      expect((await parties(c, "POST", many(6))).json()).toEqual({ statusCode: 409, code: "CONFLICT" });
      expect((await parties(c, "GET")).json()).toHaveLength(15);
    });

    it("refuses changes and reads once the claim is submitted", async () => {
      const c = await open();
      const [party] = (await parties(c, "POST", { objectParties: [{ object: { description: "Gate" } }] })).json();
      await markSubmitted(t, c.id);
      const closed = { statusCode: 409, code: "CLAIM_NOT_EDITABLE" };
      expect((await parties(c, "POST", { objectParties: [{ object: { description: "Wall" } }] })).json()).toEqual(
        closed,
      );
      expect((await parties(c, "PUT", { partyId: party.id, objectParty: { description: "Wall" } })).json()).toEqual(
        closed,
      );
      expect((await remove(c, party.id)).json()).toEqual(closed);
      // A filed claim's session sees its outcome only, not the people it named.
      expect((await parties(c, "GET")).statusCode).toBe(404);
    });
  });
});
