import { z } from "zod";
import { VEHICLE_IMPORT_COLUMNS } from "../admin/vehicles-import.ts";
import { bodyTypeSchema, driveTypeSchema } from "../common/enums.ts";
import { plateSchema } from "../common/plate.ts";

/**
 * The console's Vehicles screen. POST /api/v1/console/vehicles/import?serviceId takes the same CSV
 * as the operator API's import (answer: admin/vehicles-import.ts's vehicleImportResponseSchema);
 * GET /api/v1/console/vehicles/:plate?serviceId shows a vehicle and that service's cover of it.
 */
export const consoleVehicleImportQuerySchema = z.strictObject({ serviceId: z.coerce.number().int().positive() });

export const consoleVehicleParamsSchema = z.object({ plate: plateSchema });
export const consoleVehicleQuerySchema = z.strictObject({ serviceId: z.coerce.number().int().positive() });

/** A policy of the asked service; `current` when today (in the service's country) lies in it. */
export const consoleVehiclePolicySchema = z.object({
  policyNumber: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  current: z.boolean(),
});

export const consoleVehicleSchema = z.object({
  licensePlate: z.string(),
  vinCode: z.string().nullable(),
  mark: z.string(),
  model: z.string(),
  year: z.number().int().nullable(),
  bodyType: bodyTypeSchema.nullable(),
  transmissionType: z.string().nullable(),
  weightKg: z.number().int().nullable(),
  color: z.string().nullable(),
  driveType: driveTypeSchema.nullable(),
  /** Covered by the service today. */
  insured: z.boolean(),
  policies: z.array(consoleVehiclePolicySchema),
});
export type ConsoleVehicle = z.infer<typeof consoleVehicleSchema>;

/** The example file the screen offers: every column, an insured car and one without cover (plates no real car has). */
export const VEHICLE_IMPORT_EXAMPLE_CSV = [
  VEHICLE_IMPORT_COLUMNS.join(","),
  "EXAMPLE1,WVWZZZ1JZXW000001,Volkswagen,Golf,2019,SEDAN,MANUAL,1250,Blue,FRONT_WHEEL,2026-01-01,2027-12-31",
  "EXAMPLE2,,Toyota,Corolla,2021,,,,,,,",
  "",
].join("\r\n");
