import { z } from "zod";
import { ASSISTANCE_INCIDENT_TYPES } from "../common/enum-values.ts";
import { bodyIdSchema } from "../common/ids.ts";

/**
 * GET /api/v1/console/towing-jobs: the jobs offered to or held by the drivers an operator may see (a
 * dispatcher: their company's). An OFFERED job waits for an accept; a HELD one has a driver on it.
 */
export const TOWING_JOB_STATES = ["OFFERED", "HELD"] as const;

export const towingJobSchema = z.object({
  assistanceRequestId: z.number().int(),
  state: z.enum(TOWING_JOB_STATES),
  incidentType: z.enum(ASSISTANCE_INCIDENT_TYPES).nullable(),
  address: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  licensePlate: z.string().nullable(),
  /** When the job times out if nobody accepts (OFFERED). */
  deadlineAt: z.string(),
  /** The company's drivers it is offered to (OFFERED), or the one driving it (HELD). */
  drivers: z.array(z.object({ id: z.number().int(), fullName: z.string() })),
  /** The driver's progress on a HELD job (ASSIGNED, ON_THE_WAY, ARRIVED, ...). */
  progress: z.string().nullable(),
});
export type TowingJob = z.infer<typeof towingJobSchema>;
export const towingJobListSchema = z.array(towingJobSchema);

/**
 * POST /api/v1/console/towing-jobs/{id}/assign: give the job to this driver of the company. An offered job is
 * accepted on the driver's behalf; a held one moves to them (the engine's reassign).
 */
export const towingAssignSchema = z.strictObject({ driverId: bodyIdSchema });
export type TowingAssign = z.infer<typeof towingAssignSchema>;
