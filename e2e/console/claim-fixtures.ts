import { expect, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { operatorApi } from "../cases/case-fixtures.ts";
import { DEMO_ACCIDENT_DETAILS, DEMO_NOTIFIER_INFO } from "../fixtures/demo-claim.ts";

const API = "/api/v1/public";

async function ok(request: APIRequestContext, method: "get" | "post" | "put" | "patch", url: string, data?: unknown) {
  const res = await request[method](API + url, data === undefined ? {} : { data });
  expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(200);
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * Files a traffic accident on the demo service through the public API, every step the app walks:
 * two damaged areas marked on the diagram, a photo, the notifier, no other parties, the accident,
 * a workshop, updates by SMS and e-mail. `request` keeps the claim's session (a fresh context's).
 */
export async function fileAccidentClaim(request: APIRequestContext, plate = "123ABC") {
  const operator = await operatorApi();
  const created = await operator.post(`${API}/claim-link`, { data: { serviceName: "demo", language: "en" } });
  expect(created.status(), await created.text()).toBe(201);
  const link = (await created.json()) as { code: string; id: number; externalId: string };
  await operator.dispose();
  expect((await ok(request, "get", `/claim-link/${link.code}`)).isValid).toBe(true);
  const id = link.id;

  await ok(request, "post", `/claims/${id}/incident`, { claimIncidentType: "TRAFFIC_ACCIDENT" });
  await ok(request, "post", `/claims/${id}/vehicle-details`, { licensePlate: plate });
  const templates = (await ok(request, "get", "/damage-location-template")) as { id: number }[];
  await ok(request, "post", `/claims/${id}/damage-location-template`, {
    damageAreaTemplateId: templates[0].id,
    coordinates: [
      { x: 0, y: 1 },
      { x: 0, y: 2 },
    ],
  });
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#b4462d" } })
    .jpeg()
    .toBuffer();
  const upload = await request.post(`${API}/claims/${id}/file`, {
    multipart: { file: { name: "bumper.jpg", mimeType: "image/jpeg", buffer: photo }, fileType: "DAMAGE_PHOTO" },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await ok(request, "post", `/claims/${id}/notifier-info`, DEMO_NOTIFIER_INFO);
  await ok(request, "put", `/claims/${id}/other-parties-details`, {
    otherPartiesInvolved: false,
    otherPartiesInfo: null,
  });
  await ok(request, "post", `/claims/${id}/accident-details`, {
    ...DEMO_ACCIDENT_DETAILS,
    description: "Reversed into a post in the car park.",
    whoCaused: "ME",
    personalInjury: false,
  });
  const workshops = (await ok(
    request,
    "get",
    `/claims/${link.externalId}/workshops?incidentType=TRAFFIC_ACCIDENT&vehicleMark=Toyota&vehicleYear=2018`,
  )) as { id: number; name: string }[];
  await ok(request, "patch", `/claims/${id}/details`, { workshopId: workshops[0].id });
  await ok(request, "post", `/claims/${id}/communication-preference`, { communicationPreferences: ["SMS", "EMAIL"] });
  await ok(request, "put", `/claims/${id}`);
  return { id, externalId: link.externalId, workshop: workshops[0] };
}
