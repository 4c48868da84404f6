import type { VehicleImportResponse } from "@hitch/contract/admin/vehicles-import";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/transaction.ts";
import { HttpError } from "../../http/http-error.ts";
import { findServiceById } from "../services/public.ts";
import { importVehicles, readVehicleCover } from "../vehicles/public.ts";
import { recordAudit } from "./audit.ts";

type Operator = { id: string; email: string };

const serviceNotFound = () => new HttpError(404, "SERVICE_NOT_FOUND");

/**
 * The operator's CSV import for one service, through the operator API's import (same checks, same
 * per-row report). The audit entry keeps the counts and the first hundred rejected rows with their reasons, not
 * the file: it commits with the saved rows, or neither does.
 */
export async function importVehiclesAsOperator(
  db: Db,
  serviceId: number,
  rows: readonly unknown[],
  operator: Operator,
  now: Date,
): Promise<VehicleImportResponse> {
  return inTransaction(db, async (tx) => {
    const service = await findServiceById(tx, serviceId);
    if (!service) throw serviceNotFound();
    const report = await importVehicles(tx, service.name, rows, now);
    const after = {
      rows: rows.length,
      added: report.added,
      updated: report.updated,
      rejected: report.rejected.slice(0, 100),
    };
    const entry = { operator, action: "vehicles.import", serviceId, targetType: "service", targetId: serviceId };
    await recordAudit(tx, { ...entry, before: null, after }, now);
    return report;
  });
}

/** A plate's vehicle with the service's cover; 404 VEHICLE_NOT_FOUND for a plate the registry lacks. */
export async function searchVehicle(db: Db, serviceId: number, plate: string, now: Date) {
  const service = await findServiceById(db, serviceId);
  if (!service) throw serviceNotFound();
  const vehicle = await readVehicleCover(db, plate, service, now);
  if (!vehicle) throw new HttpError(404, "VEHICLE_NOT_FOUND");
  return vehicle;
}
