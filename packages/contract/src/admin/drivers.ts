import { z } from "zod";
import { assistanceStatusSchema, jobProgressStepSchema } from "../common/enums.ts";
import { latitudeSchema, longitudeSchema } from "../common/geo.ts";
import { idSchema } from "../common/ids.ts";
import { driverSchema } from "../dispatch/driver.ts";

/**
 * Operator API: POST /api/v1/admin/drivers, PATCH /api/v1/admin/drivers/{id},
 * GET /api/v1/admin/drivers, DELETE /api/v1/admin/drivers/{id}.
 */
export const createDriverRequestSchema = z.strictObject({
  fullName: z.string().trim().min(1).max(200),
  phoneNumber: z.string().regex(/^\+?\d{5,20}$/),
  company: z.string().trim().min(1).max(200),
  companyId: z.string().trim().max(100).nullable().optional(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  available: z.boolean().default(true),
  /** The truck's make and model ('Volvo FL flatbed'), shown to the customer with the shift's plate. */
  truckVehicle: z.string().trim().min(1).max(100).nullable().optional(),
});
export type CreateDriverRequest = z.input<typeof createDriverRequestSchema>;

export const updateDriverRequestSchema = z.strictObject({
  fullName: z.string().trim().min(1).max(200).optional(),
  phoneNumber: z
    .string()
    .regex(/^\+?\d{5,20}$/)
    .optional(),
  company: z.string().trim().min(1).max(200).optional(),
  companyId: z.string().trim().max(100).nullable().optional(),
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  available: z.boolean().optional(),
  truckVehicle: z.string().trim().min(1).max(100).nullable().optional(),
});
export type UpdateDriverRequest = z.infer<typeof updateDriverRequestSchema>;

/** The operator's view of a driver: the public driver, plus what operators need to run the fleet. */
export const adminDriverSchema = driverSchema.extend({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  available: z.boolean(),
  truckVehicle: z.string().nullable(),
  locationUpdatedAt: z.string(),
  /** The request this driver is on, if any. */
  activeAssistanceRequestId: z.number().int().nullable(),
  /** The same request as an operator reads it: its reference (AR-…), status and the driver's progress on it. */
  activeRequest: z
    .object({
      id: z.number().int(),
      reference: z.string(),
      status: assistanceStatusSchema,
      progress: jobProgressStepSchema,
    })
    .nullable(),
});
export type AdminDriver = z.infer<typeof adminDriverSchema>;

/** The create answer is the only place the driver's bearer token is ever shown. */
export const createDriverResponseSchema = adminDriverSchema.extend({ token: z.string() });
export type CreateDriverResponse = z.infer<typeof createDriverResponseSchema>;
export const adminDriverListResponseSchema = z.array(adminDriverSchema);

export const driverIdParamsSchema = z.object({ id: idSchema });

/** GET /api/v1/admin/drivers?available=true|false&limit&offset */
export const driverListQuerySchema = z.strictObject({
  available: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

/**
 * POST /api/v1/admin/assistance-requests/{id}/reassign: optionally the driver to take over;
 * otherwise the nearest free driver does.
 */
export const reassignRequestSchema = z.strictObject({ driverId: idSchema.optional() });
