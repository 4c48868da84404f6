import { describe, expect, it } from "vitest";
import { assistanceRequestSchema } from "@hitch/contract/assistance/assistance-request";
import { isAssistanceRequest } from "./request-shape.ts";

const draft = {
  id: 7,
  externalId: "ext-7",
  serviceExternalId: "demo",
  status: "DRAFT",
  incidentType: null,
  location: null,
  address: null,
  contact: { name: null, phonePrefix: null, phone: null, email: null },
  vehicle: { licensePlate: null, vinCode: null, mark: null, model: null, year: null },
  insuranceVerified: false,
  additionalDetails: { email: null, description: null },
  files: [],
  language: "en",
  startTime: null,
  submitTime: null,
  errors: [{ path: "location", code: "MISSING_LOCATION" }],
};

const submitted = {
  ...draft,
  status: "PENDING",
  incidentType: "FLAT_TIRES",
  location: { latitude: 59.437, longitude: 24.7536 },
  address: "Tallinn",
  contact: { name: "Mari Maasikas", phonePrefix: "+372", phone: "5551234", email: "mari@example.com" },
  vehicle: { licensePlate: "123ABC", vinCode: null, mark: "Toyota", model: "Corolla", year: 2018 },
  insuranceVerified: true,
  additionalDetails: { email: "mari@example.com", description: "Flat tyre" },
  files: [{ id: 1, path: "a.jpg", url: "/files/a.jpg" }],
  language: "et",
  startTime: "2025-01-01T10:00:00Z",
  submitTime: "2025-01-01T10:05:00Z",
  errors: [],
};

const drifted: [string, unknown][] = [
  ["not an object", "DRAFT"],
  ["id as text", { ...draft, id: "7" }],
  ["an unknown status", { ...draft, status: "OPEN" }],
  ["an unknown incident", { ...draft, incidentType: "ALIENS" }],
  ["a location without longitude", { ...draft, location: { latitude: 1 } }],
  ["no contact", { ...draft, contact: undefined }],
  ["an unknown phone prefix", { ...draft, contact: { ...draft.contact, phonePrefix: "+1" } }],
  ["a fractional year", { ...draft, vehicle: { ...draft.vehicle, year: 2018.5 } }],
  ["insuranceVerified as text", { ...draft, insuranceVerified: "true" }],
  ["files not a list", { ...draft, files: {} }],
  ["a file without url", { ...draft, files: [{ id: 1, path: "a.jpg" }] }],
  ["an unknown language", { ...draft, language: "de" }],
  ["errors missing", { ...draft, errors: undefined }],
];

describe("the assistance request check without zod", () => {
  it.each([
    ["a fresh draft", draft],
    ["a submitted request", submitted],
  ])("accepts %s, as the contract schema does", (_, value) => {
    expect(assistanceRequestSchema.safeParse(value).success).toBe(true);
    expect(isAssistanceRequest(value)).toBe(true);
  });

  it.each(drifted)("refuses %s, as the contract schema does", (_, value) => {
    expect(assistanceRequestSchema.safeParse(value).success).toBe(false);
    expect(isAssistanceRequest(value)).toBe(false);
  });
});
