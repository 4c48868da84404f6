import type { CaseProgress, CaseProgressStep } from "@hitch/contract/cases/case-progress";
import { CASE_STEPS } from "@hitch/contract/common/enums";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { caseProgressSteps, type cases } from "../../db/schema/cases.ts";
import { findServiceById } from "../services/public.ts";
import { workshopView, findWorkshop } from "../workshops/public.ts";

type CaseRow = typeof cases.$inferSelect;
export type CaseStepRow = typeof caseProgressSteps.$inferSelect;

export async function caseSteps(db: Db, caseId: number): Promise<CaseStepRow[]> {
  return db
    .select()
    .from(caseProgressSteps)
    .where(eq(caseProgressSteps.caseId, caseId))
    .orderBy(asc(caseProgressSteps.position));
}

/** The app's i18n key of a step (`cases:steps.<STEP>.inProgress` / `.done` hold the two wordings). */
export const stepNameKey = (step: string) => `steps.${step}`;

function stepView(row: CaseStepRow, previous: CaseStepRow | undefined): CaseProgressStep {
  return {
    id: row.id,
    caseStepId: row.step,
    previousCaseProgressId: previous?.id ?? null,
    estimatedTimeMs: row.estimationType === "NONE" ? null : (row.estimatedAt?.getTime() ?? null),
    completedTimeMs: row.completedAt?.getTime() ?? null,
    nameKey: stepNameKey(row.step),
    estimationType: row.estimationType,
  };
}

/** The case progress entity the status page shows. */
export async function caseProgressOf(db: Db, row: CaseRow): Promise<CaseProgress> {
  const steps = await caseSteps(db, row.id);
  const progress = steps.map((step, i) => stepView(step, steps[i - 1]));
  const service = await findServiceById(db, row.serviceId);
  const workshop = row.workshopId === null ? null : await findWorkshop(db, row.workshopId);
  return {
    id: row.id,
    totalSteps: CASE_STEPS.length,
    licensePlate: row.licensePlate,
    progress,
    nextStep: progress.find((step) => step.completedTimeMs === null) ?? null,
    serviceExternalId: service?.externalId ?? "",
    serviceName: service?.name ?? "",
    lang: row.language,
    workshop: workshop && { ...workshopView(workshop, null), distanceMeters: undefined },
  };
}
