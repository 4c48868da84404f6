import { randomBytes } from "node:crypto";
import { accidentFieldVisibility } from "@hitch/contract/claims/accident-details";
import { asksIsContactDriver } from "@hitch/contract/claims/notifier-info";
import { claimSteps } from "@hitch/contract/claims/step-lists";
import type { ClaimIncidentType } from "@hitch/contract/common/enums";
import { expect } from "vitest";
import { insurancePolicies, vehicles } from "../../db/schema/vehicles.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { call, juri, mari, type Session } from "./claim-test-support.ts";

/** Test helpers for filing a claim: an insured vehicle, a workshop, a whole claim filled in. */
export const uniquePlate = () => `Z${randomBytes(3).toString("hex").toUpperCase()}`;

export async function insuredVehicle(
  t: TestApp,
  serviceId: number,
  values: { mark: string; model: string; year: number },
) {
  const [vehicle] = await t.db
    .insert(vehicles)
    .values({ licensePlate: uniquePlate(), ...values })
    .returning();
  await t.db
    .insert(insurancePolicies)
    .values({ vehicleId: vehicle.id, serviceId, validFrom: "2020-01-01", validTo: "2099-12-31" });
  return vehicle;
}

export const ALL_INCIDENTS: ClaimIncidentType[] = [
  "WINDSHIELD_DAMAGE",
  "TRAFFIC_ACCIDENT",
  "HIT_WILD_ANIMAL",
  "TECHNICAL_BREAKDOWN",
  "THEFT",
  "VANDALISM_OR_FIRE",
  "OTHER",
];

/** A workshop through the operator API; the defaults take every incident and make. */
export async function createWorkshop(t: TestApp, serviceName: string, values: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/admin/workshops",
    headers: t.operator,
    payload: {
      serviceName,
      name: "Test Garage",
      latitude: 59.437,
      longitude: 24.7536,
      address: "Viru väljak 1, Tallinn",
      phone: "+3726000001",
      description: "Everything",
      incidentTypes: ALL_INCIDENTS,
      vehicleMarks: [],
      ...values,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; name: string }>();
}

/** A valid accident-details body for the incident: the shown questions answered, the rest null. */
export function accidentBody(incident: ClaimIncidentType, overrides: Record<string, unknown> = {}) {
  const shown = accidentFieldVisibility(incident);
  return {
    accidentDatetime: "2026-01-15T08:30:00.000Z",
    address: "Pärnu mnt 10, Tallinn",
    location: { latitude: 59.4339, longitude: 24.7453 },
    description: "Reversed into a post in the car park.",
    whoCaused: shown.whoCaused ? "ME" : null,
    authoritiesNotified: shown.authoritiesNotified ? false : null,
    personalInjury: shown.personalInjury ? false : null,
    ...overrides,
  };
}

/**
 * Walks a claim through every step of its list over HTTP, as the app does, leaving it ready to
 * submit. `skip` leaves out the named steps (to see what submission then asks for).
 */
export async function fillClaim(
  t: TestApp,
  c: Session,
  o: {
    incident: ClaimIncidentType;
    flag: boolean;
    plate: string;
    workshopId: number;
    skip?: string[];
    channels?: ("EMAIL" | "SMS")[];
  },
) {
  const steps = claimSteps(o.incident, o.flag).filter((s) => !o.skip?.includes(s));
  const ok = async (method: "POST" | "PUT" | "PATCH", url: string, body: unknown) => {
    const res = await call(t, method, url, c.cookie, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  };
  await ok("POST", `/claims/${c.id}/incident`, { claimIncidentType: o.incident });
  for (const step of steps) {
    if (step === "vehicle-details") await ok("POST", `/claims/${c.id}/vehicle-details`, { licensePlate: o.plate });
    if (step === "notifier-info") {
      const asks = asksIsContactDriver(o.incident);
      await ok("POST", `/claims/${c.id}/notifier-info`, {
        notifier: mari,
        driver: asks ? juri : null,
        isContactDriver: asks ? false : null,
      });
    }
    if (step === "other-parties")
      await ok("PUT", `/claims/${c.id}/other-parties-details`, { otherPartiesInvolved: false, otherPartiesInfo: null });
    if (step === "accident-details") await ok("POST", `/claims/${c.id}/accident-details`, accidentBody(o.incident));
    if (step === "settlement-type")
      await ok("POST", `/claims/${c.id}/settlement-type`, { claimSettlementType: "REPAIR" });
    if (step === "select-workshop") await ok("PATCH", `/claims/${c.id}/details`, { workshopId: o.workshopId });
    if (step === "communication-preferences") {
      // E-mail updates need the notifier's address, which a skipped notifier step never gave.
      const everyChannel: ("EMAIL" | "SMS")[] = steps.includes("notifier-info") ? ["EMAIL", "SMS"] : ["SMS"];
      await ok("POST", `/claims/${c.id}/communication-preference`, {
        communicationPreferences: o.channels ?? everyChannel,
      });
    }
  }
}

export const submit = (t: TestApp, c: Session) => call(t, "PUT", `/claims/${c.id}`, c.cookie);
