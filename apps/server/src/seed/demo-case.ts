import { and, eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { caseProgressSteps, cases } from "../db/schema/cases.ts";
import { claims } from "../db/schema/claims.ts";
import { services } from "../db/schema/services.ts";
import { workshops } from "../db/schema/workshops.ts";
import { createCaseForClaim } from "../modules/cases/create-case.ts";

const DEMO_CLAIM_EXTERNAL_ID = "DEMO-CASE-1";
const DAY = 24 * 3600 * 1000;

/**
 * A filed demo claim (Toyota 123ABC, service `demo`) whose repair is under way, so the status page
 * has something to show: delivered and diagnosed, an estimate being prepared (exact time), parts and
 * the end of repair expected on given days. Times are relative to the first seeding; later runs
 * leave it alone. Operators open it with GET /api/v1/admin/cases?serviceName=demo and
 * POST /api/v1/admin/cases/{caseId}/link.
 */
export async function seedDemoCase(db: Db) {
  const [exists] = await db.select({ id: claims.id }).from(claims).where(eq(claims.externalId, DEMO_CLAIM_EXTERNAL_ID));
  if (exists) return;
  const [service] = await db.select().from(services).where(eq(services.linkName, "demo"));
  if (!service) return;
  const [workshop] = await db
    .select()
    .from(workshops)
    .where(eq(workshops.serviceId, service.id))
    .orderBy(workshops.id)
    .limit(1);
  const now = Date.now();
  const day = (offset: number) => new Date(Math.floor((now + offset * DAY) / DAY) * DAY);
  await db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(claims)
      .values({
        externalId: DEMO_CLAIM_EXTERNAL_ID,
        serviceId: service.id,
        language: service.defaultLanguage,
        incidentType: "TRAFFIC_ACCIDENT",
        licensePlate: "123ABC",
        vehicleMark: "Toyota",
        vehicleModel: "Corolla",
        vehicleYear: 2018,
        notifierName: "Demo Customer",
        communicationPreferences: [],
        workshopId: workshop?.id ?? null,
        submittedAt: new Date(now - 3 * DAY),
      })
      .returning();
    const opened = await createCaseForClaim(tx, claim);
    const at = (step: (typeof caseProgressSteps.$inferSelect)["step"]) =>
      and(eq(caseProgressSteps.caseId, opened.id), eq(caseProgressSteps.step, step));
    await tx
      .update(caseProgressSteps)
      .set({ completedAt: new Date(now - 2 * DAY) })
      .where(at("VEHICLE_DELIVERED"));
    await tx
      .update(caseProgressSteps)
      .set({ estimationType: "DATE", estimatedAt: day(-1), completedAt: new Date(now - DAY) })
      .where(at("ESTIMATED_DIAGNOSTICS"));
    await tx
      .update(caseProgressSteps)
      .set({ estimationType: "TIMESTAMP", estimatedAt: new Date(now + DAY) })
      .where(at("PREPARING_REPAIR_ESTIMATE"));
    await tx
      .update(caseProgressSteps)
      .set({ estimationType: "DATE", estimatedAt: day(5) })
      .where(at("SPARE_PARTS_ARRIVAL"));
    await tx
      .update(caseProgressSteps)
      .set({ estimationType: "DATE", estimatedAt: day(10) })
      .where(at("ESTIMATED_END_OF_REPAIR"));
    await tx
      .update(cases)
      .set({ workshopId: workshop?.id ?? null })
      .where(eq(cases.id, opened.id));
  });
}
