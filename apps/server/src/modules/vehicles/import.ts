import {
  VEHICLE_IMPORT_COLUMNS,
  VEHICLE_IMPORT_MAX_ROWS,
  type VehicleImportResponse,
} from "@hitch/contract/admin/vehicles-import";
import type { Db } from "../../db/connect.ts";
import { HttpError } from "../../http/http-error.ts";
import { findServiceByAnyName } from "../services/public.ts";
import { CsvSyntaxError, isBlankRow, parseCsv } from "./csv.ts";
import { checkImportRows } from "./import-rows.ts";
import { saveImportedVehicles } from "./repository.ts";

const invalid = (path: string, code: string) => new HttpError(400, "VALIDATION_FAILED", [{ path, code }]);

/**
 * CSV text to import rows keyed by the header's column names. A header the import does not know
 * (or a column named twice) refuses the whole file: every row would be wrong the same way. A data
 * row with more filled cells than the header has columns becomes null, which the row check rejects
 * as INVALID_ROW; a short row counts its missing cells as empty.
 */
export function csvImportRows(text: string): (Record<string, string> | null)[] {
  let table: string[][];
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw invalid("body", error.code);
    throw error;
  }
  const [header, ...data] = table;
  if (!header || isBlankRow(header)) throw invalid("body", "NO_ROWS");
  const columns = header.map((name) => name.trim());
  const known = new Set<string>(VEHICLE_IMPORT_COLUMNS);
  const problems = columns.flatMap((name, i) => {
    if (!known.has(name)) return [{ path: `header.${name || i + 1}`, code: "UNKNOWN_COLUMN" }];
    if (columns.indexOf(name) !== i) return [{ path: `header.${name}`, code: "DUPLICATE_COLUMN" }];
    return [];
  });
  if (problems.length > 0) throw new HttpError(400, "VALIDATION_FAILED", problems);
  return data
    .filter((cells) => !isBlankRow(cells))
    .map((cells) => {
      if (cells.slice(columns.length).some((cell) => cell.trim() !== "")) return null;
      return Object.fromEntries(columns.map((name, i) => [name, cells[i] ?? ""]));
    });
}

/** Imports rows for a service: each row checked alone, the good ones saved together. */
export async function importVehicles(
  db: Db,
  serviceName: string,
  rows: readonly unknown[],
  now: Date,
): Promise<VehicleImportResponse> {
  if (rows.length === 0) throw invalid("rows", "NO_ROWS");
  if (rows.length > VEHICLE_IMPORT_MAX_ROWS) throw invalid("rows", "TOO_MANY_ROWS");
  const service = await findServiceByAnyName(db, serviceName);
  if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
  const { accepted, rejected } = checkImportRows(rows);
  const saved =
    accepted.length > 0
      ? await saveImportedVehicles(
          db,
          service.id,
          accepted.map((a) => a.data),
          now,
        )
      : { added: 0, updated: 0 };
  return { ...saved, rejected };
}
