import { VEHICLE_IMPORT_COLUMNS } from "@hitch/contract/admin/vehicles-import";

/** Row reasons of the import that name no column (modules/vehicles/import-rows.ts on the server). */
export const ROW_REASONS = ["DUPLICATE_ROW", "UNKNOWN_FIELD", "INVALID_ROW", "INVALID_INSURANCE_DATES"] as const;
/** Why a whole file is refused (400 VALIDATION_FAILED with one of these codes). */
export const FILE_PROBLEMS = [
  "UNKNOWN_COLUMN",
  "DUPLICATE_COLUMN",
  "NO_ROWS",
  "TOO_MANY_ROWS",
  "CSV_UNTERMINATED_QUOTE",
] as const;

const columnOf = (snake: string) => {
  const camel = snake.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return (VEHICLE_IMPORT_COLUMNS as readonly string[]).includes(camel) ? camel : null;
};

export type ReasonText =
  | { key: "fixed"; reason: (typeof ROW_REASONS)[number] }
  | { key: "missing" | "invalid"; column: string }
  | { key: "other"; code: string };

/** A rejected row's reason code (MISSING_MARK, INVALID_LICENSE_PLATE, DUPLICATE_ROW...) as what to translate. */
export function reasonText(reason: string): ReasonText {
  if ((ROW_REASONS as readonly string[]).includes(reason))
    return { key: "fixed", reason: reason as (typeof ROW_REASONS)[number] };
  const match = /^(MISSING|INVALID)_(.+)$/.exec(reason);
  const column = match && columnOf(match[2]);
  if (match && column) return { key: match[1] === "MISSING" ? "missing" : "invalid", column };
  return { key: "other", code: reason };
}
