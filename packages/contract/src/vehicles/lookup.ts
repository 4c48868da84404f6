import { z } from "zod";
import { bodyTypeSchema, driveTypeSchema } from "../common/enums.ts";
import { idSchema } from "../common/ids.ts";
import { plateSchema } from "../common/plate.ts";

/**
 * Codes a lookup answers in `vehicle.error` (200 with the error, so the screen can show the text
 * with a Call button): unknown plate, or the registry could not be asked. These are not
 * error-body codes (ERROR_CODES); the flow's screen translates them in its own namespace.
 */
export const VEHICLE_LOOKUP_ERRORS = ["VEHICLE_NOT_FOUND", "REGISTRY_UNAVAILABLE"] as const;
export const vehicleLookupErrorSchema = z.enum(VEHICLE_LOOKUP_ERRORS);
export type VehicleLookupError = z.infer<typeof vehicleLookupErrorSchema>;

/** GET /vehicles/{licensePlate}?requestId */
export const vehicleLookupParamsSchema = z.object({ licensePlate: plateSchema });
export const vehicleLookupQuerySchema = z.object({ requestId: idSchema });

export const lookedUpVehicleSchema = z.object({
  licensePlate: z.string(),
  vinCode: z.string().nullable(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  error: vehicleLookupErrorSchema.nullable(),
});
export type LookedUpVehicle = z.infer<typeof lookedUpVehicleSchema>;

export const insuranceCheckSchema = z.object({ verified: z.boolean() });

export const vehicleLookupResponseSchema = z.object({
  vehicle: lookedUpVehicleSchema,
  insurance: insuranceCheckSchema,
});
export type VehicleLookupResponse = z.infer<typeof vehicleLookupResponseSchema>;

/** The claim flow's lookup (GET /claims/{claimId}/vehicle-details?licensePlate) knows more. */
export const claimLookedUpVehicleSchema = lookedUpVehicleSchema.extend({
  transmissionType: z.string().nullable(),
  weightKg: z.number().int().nullable(),
  bodyType: bodyTypeSchema.nullable(),
  color: z.string().nullable(),
  driveType: driveTypeSchema.nullable(),
});
export type ClaimLookedUpVehicle = z.infer<typeof claimLookedUpVehicleSchema>;

export const claimVehicleLookupResponseSchema = z.object({
  vehicle: claimLookedUpVehicleSchema,
  insurance: insuranceCheckSchema,
});
export type ClaimVehicleLookupResponse = z.infer<typeof claimVehicleLookupResponseSchema>;

/** A vehicle found and insured: the only state in which the flows let the user go on. */
export function isVehicleUsable(result: VehicleLookupResponse): boolean {
  return result.vehicle.error === null && result.insurance.verified;
}
