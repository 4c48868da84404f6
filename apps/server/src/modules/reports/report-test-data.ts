import { randomBytes } from "node:crypto";
import type { ClaimIncidentType } from "@hitch/contract/common/enums";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { claims } from "../../db/schema/claims.ts";
import { dispatchAssignments, dispatchJobs, operatorCallbacks } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { feedback } from "../../db/schema/feedback.ts";
import type { TestApp } from "../../testing/test-app.ts";

const unique = () => randomBytes(6).toString("hex");
const after = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

type RequestStatus = "PENDING" | "ACCEPTED" | "FINISHED" | "TIMED_OUT" | "CLIENT_CANCELLED" | "DRAFT";

/**
 * A request as the reports read it: submitted at `submittedAt`, its first driver on it `acceptedAfter`
 * seconds later and at the customer `arrivedAfter` seconds after submission; a time-out leaves a call-back.
 */
export async function insertReportRequest(
  t: TestApp,
  serviceId: number,
  submittedAt: Date | null,
  status: RequestStatus,
  timing: { acceptedAfter?: number; arrivedAfter?: number; timedOut?: boolean } = {},
) {
  const [request] = await t.db
    .insert(assistanceRequests)
    .values({ externalId: `R-${unique()}`, serviceId, status, submitTime: submittedAt })
    .returning({ id: assistanceRequests.id });
  if (!submittedAt) return { id: request.id, driverId: null };
  const place = { latitude: 59.437, longitude: 24.7536 };
  await t.db.insert(dispatchJobs).values({
    assistanceRequestId: request.id,
    status,
    stage: "SEARCHING",
    ...place,
    deadlineAt: after(submittedAt, 900),
    startedAt: submittedAt,
  });
  if (timing.timedOut)
    await t.db
      .insert(operatorCallbacks)
      .values({ assistanceRequestId: request.id, reason: "NO_DRIVER_ACCEPTED", createdAt: after(submittedAt, 900) });
  if (timing.acceptedAfter === undefined) return { id: request.id, driverId: null };
  const [driver] = await t.db
    .insert(drivers)
    .values({ fullName: "Test Driver", phoneNumber: "+3725550000", company: "Tow", tokenHash: unique(), ...place })
    .returning({ id: drivers.id });
  const assignedAt = after(submittedAt, timing.acceptedAfter);
  await t.db.insert(dispatchAssignments).values({
    assistanceRequestId: request.id,
    driverId: driver.id,
    etaSeconds: 600,
    distanceMeters: 5000,
    etaAt: after(assignedAt, 600),
    assignedAt,
    arrivedAt: timing.arrivedAfter === undefined ? null : after(submittedAt, timing.arrivedAfter),
  });
  return { id: request.id, driverId: driver.id };
}

export async function insertReportClaim(
  t: TestApp,
  serviceId: number,
  submittedAt: Date | null,
  incidentType: ClaimIncidentType,
) {
  await t.db.insert(claims).values({
    externalId: `C-${unique()}`,
    serviceId,
    incidentType,
    submittedAt,
  });
}

/** A feedback answer (or, with stars null, an invitation nobody used). */
export async function insertFeedbackAnswer(
  t: TestApp,
  serviceId: number,
  stars: number | null,
  comment: string | null,
  givenAt: Date,
) {
  await t.db.insert(feedback).values({
    uuidHash: unique(),
    caseType: "ASSISTANCE_REQUEST",
    serviceId,
    expiresAt: after(givenAt, 86_400 * 30),
    usedAt: stars === null ? null : givenAt,
    stars,
    comment,
  });
}
