import { z } from "zod";
import { languageSchema } from "../common/enums.ts";
import { idSchema } from "../common/ids.ts";
import { BOARD_DRIVER_STATES } from "./board.ts";

/**
 * GET /api/v1/console/drivers: the drivers an operator may see (a dispatcher: their towing company's), with
 * where each is and whether it is free, busy on a job, or off duty.
 */
export const fleetDriverSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  phoneNumber: z.string(),
  company: z.string(),
  towingCompanyId: z.number().int().nullable(),
  /** Null for a driver busy with another service's request: where that customer is stays theirs. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  locationUpdatedAt: z.string(),
  state: z.enum(BOARD_DRIVER_STATES),
  /** Set while the driver is on a job (the job's request id). */
  activeAssistanceRequestId: z.number().int().nullable(),
  shiftPlate: z.string().nullable(),
  /** Phones signed in and not revoked. */
  activeSessions: z.number().int(),
});
export type FleetDriver = z.infer<typeof fleetDriverSchema>;
export const fleetDriverListSchema = z.array(fleetDriverSchema);

const nameField = z.string().trim().min(1, "validation.requiredField").max(200, "validation.textTooLong");
const phoneField = z
  .string()
  .trim()
  .regex(/^\+?\d{5,20}$/, "validation.phoneDigits");

/**
 * POST /api/v1/console/drivers: a new driver, off duty until the phone goes on duty and reports where it is
 * (until then the driver stands where the company's other drivers are, or at the map's default centre). A
 * dispatcher's driver joins the dispatcher's company whatever `company` says; another operator names it.
 */
export const driverFormSchema = z.strictObject({
  fullName: nameField,
  phoneNumber: phoneField,
  company: nameField,
});
export type DriverForm = z.input<typeof driverFormSchema>;

/** PATCH /api/v1/console/drivers/{id}: change details, or make the driver available (on duty) or not. */
export const driverChangeSchema = z.strictObject({
  fullName: nameField.optional(),
  phoneNumber: phoneField.optional(),
  company: nameField.optional(),
  available: z.boolean().optional(),
});
export type DriverChange = z.input<typeof driverChangeSchema>;

/**
 * POST /api/v1/console/drivers/{id}/invite: the driver link by SMS, in the driver's language. `serviceId`
 * names the service whose theme the driver app wears (one of the operator's; none for a dispatcher).
 */
export const consoleDriverInviteSchema = z.strictObject({
  language: languageSchema,
  serviceId: z.number().int().positive().nullable().default(null),
});
export type ConsoleDriverInvite = z.input<typeof consoleDriverInviteSchema>;

export const driverIdParams = z.object({ id: idSchema });
export const driverSessionIdParams = z.object({ id: idSchema, sessionId: idSchema });
