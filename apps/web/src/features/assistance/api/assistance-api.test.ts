import { beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/api-error.ts";

// Node has no page to resolve the client's relative base path against; a browser resolves it against the app's origin.
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === "string" ? new URL(input, "http://app.test") : input, init);
  }
}

let api: typeof import("./assistance-api.ts");
beforeAll(async () => {
  vi.stubGlobal("Request", PageRequest);
  api = await import("./assistance-api.ts");
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

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
  endTime: null,
  errors: [{ path: "location", code: "MISSING_LOCATION" }],
};

describe("loading the assistance request", () => {
  it("answers the request the server sent", async () => {
    answer(200, draft);
    expect(await api.loadRequest(7)).toEqual(draft);
  });

  it.each<[string, unknown]>([
    ["an unknown status", { ...draft, status: "OPEN" }],
    ["a location without longitude", { ...draft, location: { latitude: 1 } }],
    ["no contact", { ...draft, contact: undefined }],
    ["a fractional year", { ...draft, vehicle: { ...draft.vehicle, year: 2018.5 } }],
    ["a file without url", { ...draft, files: [{ id: 1, path: "a.jpg" }] }],
  ])("fails loudly on a drifted answer: %s", async (_, body) => {
    answer(200, body);
    await expect(api.loadRequest(7)).rejects.toThrow();
  });

  it("passes the server's error on as an ApiError with its code", async () => {
    answer(404, { statusCode: 404, code: "NOT_FOUND" });
    await expect(api.loadRequest(7)).rejects.toEqual(expect.any(ApiError));
    await expect(api.loadRequest(7)).rejects.toMatchObject({ status: 404, code: "NOT_FOUND" });
  });
});
