import { z } from "zod";
import { bodyTypeSchema, driveTypeSchema } from "../common/enums.ts";
import { plateSchema } from "../common/plate.ts";
import { vehicleTextSchema, vehicleYearSchema, vinCodeSchema } from "../common/vehicle-fields.ts";

/**
 * Operator API: POST /api/v1/admin/vehicles/import (JSON body below, or text/csv with the same
 * column names in a header row and ?serviceName=). Rows are checked one by one: a bad row is
 * rejected with its reason and the others are still imported, so the body schema does not parse rows.
 */
export const VEHICLE_IMPORT_COLUMNS = [
  "licensePlate",
  "vinCode",
  "mark",
  "model",
  "year",
  "bodyType",
  "transmissionType",
  "weightKg",
  "color",
  "driveType",
  "insuranceValidFrom",
  "insuranceValidTo",
] as const;
export const VEHICLE_IMPORT_MAX_ROWS = 10_000;

/** CSV cells arrive as text: an empty cell means absent. */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalText = z.preprocess(blankToUndefined, vehicleTextSchema.optional());
const optionalInt = <T extends z.ZodNumber>(s: T) =>
  z.preprocess(blankToUndefined, z.coerce.number().pipe(s).optional());
const isoDate = z.iso.date();

export const vehicleImportRowSchema = z
  .strictObject({
    licensePlate: plateSchema,
    vinCode: z.preprocess(blankToUndefined, vinCodeSchema.optional()),
    mark: vehicleTextSchema.min(1),
    model: vehicleTextSchema.min(1),
    year: optionalInt(vehicleYearSchema),
    bodyType: z.preprocess(blankToUndefined, bodyTypeSchema.optional()),
    transmissionType: optionalText,
    weightKg: optionalInt(z.number().int().positive().max(100_000)),
    color: optionalText,
    driveType: z.preprocess(blankToUndefined, driveTypeSchema.optional()),
    /** A vehicle without dates has no insurance; with them it is insured between both days inclusive. */
    insuranceValidFrom: z.preprocess(blankToUndefined, isoDate.optional()),
    insuranceValidTo: z.preprocess(blankToUndefined, isoDate.optional()),
  })
  .refine((r) => (r.insuranceValidFrom === undefined) === (r.insuranceValidTo === undefined), {
    message: "insuranceValidFrom and insuranceValidTo go together",
    path: ["insuranceValidTo"],
  })
  .refine((r) => !r.insuranceValidFrom || !r.insuranceValidTo || r.insuranceValidFrom <= r.insuranceValidTo, {
    message: "insuranceValidTo before insuranceValidFrom",
    path: ["insuranceValidTo"],
  });
export type VehicleImportRow = z.output<typeof vehicleImportRowSchema>;

export const vehicleImportRequestSchema = z.strictObject({
  serviceName: z.string().min(1).max(100),
  rows: z.array(z.record(z.string(), z.unknown())).min(1).max(VEHICLE_IMPORT_MAX_ROWS),
});
export type VehicleImportRequest = z.infer<typeof vehicleImportRequestSchema>;

/** CSV names the service here; JSON in its body. */
export const vehicleImportQuerySchema = z.object({ serviceName: z.string().min(1).max(100).optional() });

const vehicleImportCsvBodySchema = z.string().describe("text/csv with a header row of the JSON rows' field names");
/** POST /api/v1/admin/vehicles/import: the JSON body above, or CSV. */
export const vehicleImportBodySchema = z.union([vehicleImportRequestSchema, vehicleImportCsvBodySchema]);

/**
 * POST /api/v1/admin/services/{name}/vehicles/import: the service is in the path; the body is the
 * rows (a bare array or `{ rows }`), or CSV.
 */
export const serviceVehicleImportParamsSchema = z.object({ name: z.string().min(1).max(100) });
const importRowsSchema = z.array(z.unknown()).min(1).max(VEHICLE_IMPORT_MAX_ROWS);
export const serviceVehicleImportBodySchema = z.union([
  importRowsSchema,
  z.strictObject({ rows: importRowsSchema }),
  vehicleImportCsvBodySchema,
]);

/** `row` is 1-based (the CSV's data rows, header excluded); `reason` names the field and the rule. */
export const vehicleImportResponseSchema = z.object({
  added: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  rejected: z.array(z.object({ row: z.number().int().positive(), reason: z.string() })),
});
export type VehicleImportResponse = z.infer<typeof vehicleImportResponseSchema>;

/** 'field: message' for the first problem of a row, the reason a rejected row reports. */
export function importRejectionReason(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join(".") || "row"}: ${issue.message}` : "row: invalid";
}
