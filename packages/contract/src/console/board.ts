import { z } from "zod";
import { ASSISTANCE_STATUSES, DISPATCH_STAGES, JOB_PROGRESS_STEPS } from "../common/enum-values.ts";

/** GET /api/v1/console/requests?serviceId=: the live board, narrowed to one of the operator's services. */
export const boardQuerySchema = z.strictObject({ serviceId: z.coerce.number().int().positive().optional() });

const driverRef = z.object({ id: z.number().int(), name: z.string(), phone: z.string() });

/** A request in progress: submitted and neither finished, cancelled nor timed out. */
export const boardRequestSchema = z.object({
  id: z.number().int(),
  externalId: z.string(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  status: z.enum(ASSISTANCE_STATUSES),
  stage: z.enum(DISPATCH_STAGES).nullable(),
  /** The step the assigned driver last reported (on the way, arrived, towing...); null while no driver has it. */
  progress: z.enum(JOB_PROGRESS_STEPS).nullable(),
  submittedAt: z.string().nullable(),
  /** When the assigned driver is expected on site; null until a driver accepted. */
  etaAt: z.string().nullable(),
  driver: driverRef.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  address: z.string().nullable(),
  contactName: z.string().nullable(),
  licensePlate: z.string().nullable(),
});
export type BoardRequest = z.infer<typeof boardRequestSchema>;

export const BOARD_DRIVER_STATES = ["FREE", "BUSY", "OFF_DUTY"] as const;

/** A tow-truck driver on the map: free, busy with one of the operator's requests, or off duty. */
export const boardDriverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  state: z.enum(BOARD_DRIVER_STATES),
});
export type BoardDriver = z.infer<typeof boardDriverSchema>;

export const boardSchema = z.object({ requests: z.array(boardRequestSchema), drivers: z.array(boardDriverSchema) });
export type Board = z.infer<typeof boardSchema>;

/** The console stream's event (GET /api/v1/console/stream): `{ id }` of a changed request, 0 for "re-read everything". */
export const BOARD_CHANGED_EVENT = "request-changed";
