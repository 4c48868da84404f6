import { z } from "zod";
import { plateSchema } from "../common/plate.ts";
import { vehicleTextSchema, vehicleYearSchema, vinCodeSchema } from "../common/vehicle-fields.ts";

/** PATCH /assistance-request/{id}/vehicle: what the lookup found, saved on the request. */
export const assistanceVehicleRequestSchema = z.strictObject({
  licensePlate: plateSchema,
  vinCode: vinCodeSchema.nullable().optional(),
  mark: vehicleTextSchema.nullable().optional(),
  model: vehicleTextSchema.nullable().optional(),
  year: vehicleYearSchema.nullable().optional(),
});
export type AssistanceVehicleRequest = z.infer<typeof assistanceVehicleRequestSchema>;
