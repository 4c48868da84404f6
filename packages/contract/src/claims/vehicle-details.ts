import { z } from "zod";
import { bodyTypeSchema, driveTypeSchema } from "../common/enums.ts";
import { plateSchema } from "../common/plate.ts";
import { vehicleTextSchema, vehicleYearSchema, vinCodeSchema } from "../common/vehicle-fields.ts";

/** GET /claims/{id}/vehicle-details?licensePlate (answer: vehicles/lookup claimVehicleLookupResponseSchema). */
export const claimVehicleLookupQuerySchema = z.object({ licensePlate: plateSchema });

/** POST /claims/{id}/vehicle-details */
export const claimVehicleDetailsRequestSchema = z.strictObject({
  licensePlate: plateSchema,
  vinCode: vinCodeSchema.nullable().optional(),
  mark: vehicleTextSchema.nullable().optional(),
  model: vehicleTextSchema.nullable().optional(),
  year: vehicleYearSchema.nullable().optional(),
  transmissionType: vehicleTextSchema.nullable().optional(),
  weightKg: z.number().int().positive().max(100_000).nullable().optional(),
  bodyType: bodyTypeSchema.nullable().optional(),
  color: vehicleTextSchema.nullable().optional(),
  driveType: driveTypeSchema.nullable().optional(),
});
export type ClaimVehicleDetailsRequest = z.infer<typeof claimVehicleDetailsRequestSchema>;

export const claimVehicleDetailsSchema = z.object({
  licensePlate: z.string(),
  vinCode: z.string().nullable(),
  mark: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  transmissionType: z.string().nullable(),
  weightKg: z.number().int().nullable(),
  bodyType: bodyTypeSchema.nullable(),
  color: z.string().nullable(),
  driveType: driveTypeSchema.nullable(),
  insuranceVerified: z.boolean(),
});
export type ClaimVehicleDetails = z.infer<typeof claimVehicleDetailsSchema>;
