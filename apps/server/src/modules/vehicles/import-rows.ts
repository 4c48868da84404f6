import { type VehicleImportRow, vehicleImportRowSchema } from "@hitch/contract/admin/vehicles-import";
import type { z } from "zod";

export type RowRejection = { row: number; reason: string };
export type AcceptedRow = { row: number; data: VehicleImportRow };

const screamingSnake = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();
const isAbsent = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * A rejected row's reason, as an error code an operator's tooling can match on:
 * MISSING_<FIELD> for an empty required field, INVALID_<FIELD> for a value that breaks its rule,
 * INVALID_INSURANCE_DATES for a lone date or an end before the start, UNKNOWN_FIELD for a key
 * the import does not know, INVALID_ROW for a row that is not an object at all.
 */
export function rejectionReason(error: z.ZodError, row: Record<string, unknown>): string {
  const issue = error.issues[0];
  if (!issue) return "INVALID_ROW";
  if (issue.code === "unrecognized_keys") return "UNKNOWN_FIELD";
  const field = String(issue.path[0] ?? "");
  if (!field) return "INVALID_ROW";
  if (issue.code === "custom" && field === "insuranceValidTo") return "INVALID_INSURANCE_DATES";
  return `${isAbsent(row[field]) ? "MISSING" : "INVALID"}_${screamingSnake(field)}`;
}

/**
 * Checks rows one by one (1-based numbers, in the order given): a bad row is rejected with its
 * reason and the rest still go in. A plate given twice keeps its first row; the repeat is
 * DUPLICATE_ROW, so one import never says two different things about one vehicle.
 */
export function checkImportRows(rows: readonly unknown[]): { accepted: AcceptedRow[]; rejected: RowRejection[] } {
  const accepted: AcceptedRow[] = [];
  const rejected: RowRejection[] = [];
  const seen = new Set<string>();
  rows.forEach((raw, index) => {
    const row = index + 1;
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
      return rejected.push({ row, reason: "INVALID_ROW" });
    const parsed = vehicleImportRowSchema.safeParse(raw);
    if (!parsed.success)
      return rejected.push({ row, reason: rejectionReason(parsed.error, raw as Record<string, unknown>) });
    if (seen.has(parsed.data.licensePlate)) return rejected.push({ row, reason: "DUPLICATE_ROW" });
    seen.add(parsed.data.licensePlate);
    accepted.push({ row, data: parsed.data });
  });
  return { accepted, rejected };
}
