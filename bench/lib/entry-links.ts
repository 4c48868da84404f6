// The addresses a customer enters by, made as the real system makes them: operator links, and a claim filed
// through the public API in its link's session for a case-status link and a feedback link.
import { DEMO_ACCIDENT_DETAILS, DEMO_NOTIFIER_INFO } from "../../e2e/fixtures/demo-claim.ts";
import type { RunningServer } from "./server.ts";

export interface EntryLinks {
  assistanceLink: string;
  claimLink: string;
  caseStatus: string;
  feedback: string;
}

/** A tiny cookie-keeping client for the customer's calls (one session, as a browser would hold). */
function customer(baseUrl: string) {
  let cookie = "";
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}/api/v1/public${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0];
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}

export async function entryLinks(server: RunningServer): Promise<EntryLinks> {
  const operator = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${server.adminKey}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const path = (url: string) => new URL(url).pathname + new URL(url).search;
  const assistance = await operator("POST", "/api/v1/public/assistance-request/link", { serviceName: "demo" });
  const claim = await operator("POST", "/api/v1/public/claim-link", { serviceName: "demo" });

  // The shortest claim (a technical breakdown of the demo car), filed, gives a case and a feedback invitation.
  const filed = await operator("POST", "/api/v1/public/claim-link", { serviceName: "demo" });
  const call = customer(server.baseUrl);
  await call("GET", `/claim-link/${filed.code}`);
  const id = filed.id;
  await call("POST", `/claims/${id}/incident`, { claimIncidentType: "TECHNICAL_BREAKDOWN" });
  await call("POST", `/claims/${id}/vehicle-details`, { licensePlate: "123ABC" });
  await call("POST", `/claims/${id}/notifier-info`, DEMO_NOTIFIER_INFO);
  await call("POST", `/claims/${id}/accident-details`, DEMO_ACCIDENT_DETAILS);
  const workshops = await call(
    "GET",
    `/claims/${filed.externalId}/workshops?incidentType=TECHNICAL_BREAKDOWN&vehicleMark=Toyota&vehicleYear=2018`,
  );
  await call("PATCH", `/claims/${id}/details`, { workshopId: workshops[0].id });
  await call("POST", `/claims/${id}/communication-preference`, { communicationPreferences: ["SMS"] });
  await call("PUT", `/claims/${id}`);
  const { uuid: claimUuid } = await call("GET", `/claims/${id}`);
  const invitation = await call("GET", `/feedback?claimUuid=${claimUuid}`);
  const cases: { id: number; claimId: number }[] = await operator(
    "GET",
    "/api/v1/admin/cases?serviceName=demo&origin=CLAIM",
  );
  const caseLink = await operator("POST", `/api/v1/admin/cases/${cases.find((c) => c.claimId === id)!.id}/link`);
  return {
    assistanceLink: path(assistance.url),
    claimLink: path(claim.url),
    caseStatus: path(caseLink.url),
    feedback: `/feedback/${invitation.uuid}?caseType=CLAIM&language=en`,
  };
}
