import { z } from "zod";
import { caseStepSchema, estimationTypeSchema, languageSchema } from "../common/enums.ts";
import { workshopSchema } from "../workshops/workshop.ts";

/** GET /cases?claimId&assistanceId: exactly one of the two (a case belongs to one claim or one request). */
export const caseQuerySchema = z
  .object({
    claimId: z.coerce.number().int().positive().max(2147483647).optional(),
    assistanceId: z.coerce.number().int().positive().max(2147483647).optional(),
  })
  .refine((q) => (q.claimId === undefined) !== (q.assistanceId === undefined), { message: "claimId or assistanceId" });

/** One progress step; times are epoch milliseconds, meaning set by estimationType. */
export const caseProgressStepSchema = z.object({
  id: z.number().int(),
  caseStepId: caseStepSchema,
  previousCaseProgressId: z.number().int().nullable(),
  estimatedTimeMs: z.number().nullable(),
  completedTimeMs: z.number().nullable(),
  /** i18n key of the step name; the app picks the in-progress or done wording from completedTimeMs. */
  nameKey: z.string(),
  estimationType: estimationTypeSchema,
});
export type CaseProgressStep = z.infer<typeof caseProgressStepSchema>;

export const caseProgressSchema = z.object({
  id: z.number().int(),
  totalSteps: z.number().int(),
  licensePlate: z.string().nullable(),
  progress: z.array(caseProgressStepSchema),
  nextStep: caseProgressStepSchema.nullable(),
  serviceExternalId: z.string(),
  serviceName: z.string(),
  lang: languageSchema,
  workshop: workshopSchema.nullable(),
});
export type CaseProgress = z.infer<typeof caseProgressSchema>;
