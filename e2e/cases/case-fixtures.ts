import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { DEMO_ACCIDENT_DETAILS, DEMO_NOTIFIER_INFO } from "../fixtures/demo-claim.ts";
import { E2E_ADMIN_KEY, E2E_BASE_URL } from "../fixtures/env.ts";

// A repair case as a customer gets one: a claim filed through the public API with its link's
// session, then advanced by the operator. Used by the case and feedback specs.

const API = "/api/v1/public";
export const DEMO_PLATE = "123ABC";

export interface FiledClaim {
  claimId: number;
  claimUuid: string;
  caseId: number;
  workshop: { id: number; name: string; address: string; phone: string };
}

async function ok(request: APIRequestContext, method: "get" | "post" | "put" | "patch", url: string, data?: unknown) {
  const res = await request[method](API + url, data === undefined ? {} : { data });
  expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(200);
  return res.text().then((text) => (text ? JSON.parse(text) : undefined));
}

/**
 * Files a technical-breakdown claim (the shortest step list) on the demo service. `request` must
 * keep cookies, e.g. a page's `page.request`: the page then holds the claim's session too.
 */
/** The operator API on the shared e2e server, or on a spec's own server at `baseURL`. */
export function operatorApi(baseURL = E2E_BASE_URL): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${E2E_ADMIN_KEY}` } });
}

export async function fileClaim(
  request: APIRequestContext,
  o: { language?: string; baseURL?: string; serviceName?: string; plate?: string } = {},
): Promise<FiledClaim> {
  const serviceName = o.serviceName ?? "demo";
  const plate = o.plate ?? DEMO_PLATE;
  const operator = await operatorApi(o.baseURL);
  const created = await operator.post("/api/v1/public/claim-link", {
    data: { serviceName, language: o.language ?? "en" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = (await created.json()) as { code: string; id: number; externalId: string };
  const opened = await ok(request, "get", `/claim-link/${link.code}`);
  expect(opened.isValid).toBe(true);
  const id = link.id;
  await ok(request, "post", `/claims/${id}/incident`, { claimIncidentType: "TECHNICAL_BREAKDOWN" });
  await ok(request, "post", `/claims/${id}/vehicle-details`, { licensePlate: plate });
  await ok(request, "post", `/claims/${id}/notifier-info`, DEMO_NOTIFIER_INFO);
  await ok(request, "post", `/claims/${id}/accident-details`, DEMO_ACCIDENT_DETAILS);
  const workshops = await ok(
    request,
    "get",
    `/claims/${link.externalId}/workshops?incidentType=TECHNICAL_BREAKDOWN&vehicleMark=Toyota&vehicleYear=2018`,
  );
  const workshop = workshops[0];
  await ok(request, "patch", `/claims/${id}/details`, { workshopId: workshop.id });
  await ok(request, "post", `/claims/${id}/communication-preference`, { communicationPreferences: ["SMS"] });
  await ok(request, "put", `/claims/${id}`);
  const claim = await ok(request, "get", `/claims/${id}`);
  const cases = await (
    await operator.get(`/api/v1/admin/cases?serviceName=${serviceName}&origin=CLAIM&licensePlate=${plate}`)
  ).json();
  const found = (cases as { id: number; claimId: number }[]).find((c) => c.claimId === id);
  expect(found, "the submitted claim has a case").toBeTruthy();
  return { claimId: id, claimUuid: claim.uuid, caseId: found!.id, workshop };
}

/** The operator's calls on a case (complete a step, set an estimate); each answers the case. */
export async function operatorCase(caseId: number, baseURL?: string) {
  const api = await operatorApi(baseURL);
  const call = async (method: "post" | "put", path: string, data?: unknown) => {
    const res = await api[method](`/api/v1/admin/cases/${caseId}${path}`, data === undefined ? {} : { data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  return {
    complete: (step: string, completedAt?: string) =>
      call("post", `/steps/${step}/complete`, completedAt ? { completedAt } : {}),
    estimate: (step: string, body: Record<string, string>) => call("put", `/steps/${step}/estimate`, body),
  };
}
