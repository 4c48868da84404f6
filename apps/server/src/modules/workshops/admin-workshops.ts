import type {
  AdminWorkshop,
  createWorkshopRequestSchema,
  UpdateWorkshopRequest,
} from "@hitch/contract/admin/workshops";
import type { z } from "zod";
import type { Db } from "../../db/connect.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { HttpError } from "../../http/http-error.ts";
import { findServiceByAnyName, findServiceById, listServices } from "../services/public.ts";
import { workshopView, type WorkshopRow } from "./matching.ts";
import {
  deleteWorkshop,
  findWorkshop,
  insertWorkshop,
  listAllWorkshops,
  listServiceWorkshops,
  updateWorkshop,
} from "./repository.ts";

const notFoundWorkshop = () => new HttpError(404, "WORKSHOP_NOT_FOUND");
const serviceNotFound = () => new HttpError(404, "SERVICE_NOT_FOUND");

function adminView(row: WorkshopRow, serviceName: string): AdminWorkshop {
  return {
    ...workshopView(row, null),
    serviceName,
    incidentTypes: row.acceptedIncidentTypes,
    vehicleMarks: row.acceptedMakes,
    minYear: row.minVehicleYear,
    maxYear: row.maxVehicleYear,
  };
}

function checkYears(minYear: number | null | undefined, maxYear: number | null | undefined) {
  if (minYear != null && maxYear != null && minYear > maxYear) {
    throw new HttpError(400, "VALIDATION_FAILED", [{ path: "maxYear", code: "validation.yearRange" }]);
  }
}

const dedupe = (values: string[]) => [...new Set(values)];

/** A service's workshops, or with no service named every service's. */
export async function listAdminWorkshops(db: Db, serviceName: string | undefined): Promise<AdminWorkshop[]> {
  if (serviceName) {
    const service = await findServiceByAnyName(db, serviceName);
    if (!service) throw serviceNotFound();
    return (await listServiceWorkshops(db, service.id)).map((row) => adminView(row, service.name));
  }
  const names = new Map((await listServices(db)).map((s) => [s.id, s.name]));
  return (await listAllWorkshops(db)).map((row) => adminView(row, names.get(row.serviceId) ?? ""));
}

export async function createWorkshop(
  db: Db,
  body: z.output<typeof createWorkshopRequestSchema>,
): Promise<AdminWorkshop> {
  checkYears(body.minYear, body.maxYear);
  const service = await findServiceByAnyName(db, body.serviceName);
  if (!service) throw serviceNotFound();
  const row = await insertWorkshop(db, {
    serviceId: service.id,
    name: body.name,
    latitude: body.latitude,
    longitude: body.longitude,
    address: body.address,
    phone: body.phone,
    description: body.description ?? null,
    acceptedIncidentTypes: dedupe(body.incidentTypes) as WorkshopRow["acceptedIncidentTypes"],
    acceptedMakes: dedupe(body.vehicleMarks),
    minVehicleYear: body.minYear ?? null,
    maxVehicleYear: body.maxYear ?? null,
  });
  return adminView(row, service.name);
}

/** Changes what was sent; the year range is checked as it will be stored. */
export async function changeWorkshop(db: Db, id: number, b: UpdateWorkshopRequest): Promise<AdminWorkshop> {
  const existing = await findWorkshop(db, id);
  if (!existing) throw notFoundWorkshop();
  const minYear = b.minYear === undefined ? existing.minVehicleYear : b.minYear;
  const maxYear = b.maxYear === undefined ? existing.maxVehicleYear : b.maxYear;
  checkYears(minYear, maxYear);
  const row = await updateWorkshop(db, existing.id, {
    name: b.name,
    latitude: b.latitude,
    longitude: b.longitude,
    address: b.address,
    phone: b.phone,
    description: b.description,
    acceptedIncidentTypes: b.incidentTypes && (dedupe(b.incidentTypes) as WorkshopRow["acceptedIncidentTypes"]),
    acceptedMakes: b.vehicleMarks && dedupe(b.vehicleMarks),
    minVehicleYear: minYear,
    maxVehicleYear: maxYear,
  });
  if (!row) throw notFoundWorkshop();
  return adminView(row, (await findServiceById(db, row.serviceId))?.name ?? "");
}

/** Deletes a workshop nothing chose: a claim or case that chose it keeps pointing at it (409 WORKSHOP_IN_USE). */
export async function removeWorkshop(db: Db, id: number): Promise<void> {
  try {
    if (!(await deleteWorkshop(db, id))) throw notFoundWorkshop();
  } catch (error) {
    // The operator edits it instead.
    if (isForeignKeyViolation(error)) throw new HttpError(409, "WORKSHOP_IN_USE");
    throw error;
  }
}
