import type { ClaimIncidentType } from "@hitch/contract/common/enums";
import type { Workshop } from "@hitch/contract/workshops/workshop";
import type { workshops } from "../../db/schema/workshops.ts";
import { haversineMeters } from "@hitch/contract/common/distance";

export type WorkshopRow = typeof workshops.$inferSelect;

export interface WorkshopFilter {
  incidentType: ClaimIncidentType;
  /** Null or empty when the claim's make is unknown: then any make list is accepted. */
  vehicleMark: string | null;
  vehicleYear?: number | null;
}

export interface Origin {
  latitude: number;
  longitude: number;
}

/** "Škoda", "skoda " and "SKODA" are one make: compared without case, accents or outer spaces. */
export function normaliseMake(make: string): string {
  return make.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase();
}

/** Whether the workshop takes this incident, make (an empty list takes every make) and model year. */
export function acceptsClaim(row: WorkshopRow, filter: WorkshopFilter): boolean {
  if (!row.acceptedIncidentTypes.includes(filter.incidentType)) return false;
  const make = normaliseMake(filter.vehicleMark ?? "");
  if (make && row.acceptedMakes.length > 0 && !row.acceptedMakes.some((m) => normaliseMake(m) === make)) return false;
  const year = filter.vehicleYear;
  if (year != null) {
    if (row.minVehicleYear !== null && year < row.minVehicleYear) return false;
    if (row.maxVehicleYear !== null && year > row.maxVehicleYear) return false;
  }
  return true;
}

/**
 * A typed accident location without a chosen suggestion is stored as 0, 0:
 * that is "unknown", not a point in the Gulf of Guinea.
 */
export function knownOrigin(latitude: number | null | undefined, longitude: number | null | undefined): Origin | null {
  if (latitude == null || longitude == null) return null;
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude };
}

export function workshopView(row: WorkshopRow, distanceMeters: number | null): Workshop {
  return {
    id: row.id,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    phone: row.phone ?? "",
    description: row.description,
    distanceMeters,
  };
}

/** The matching workshops, nearest to the origin first when it is known, otherwise by name. */
export function matchWorkshops(rows: WorkshopRow[], filter: WorkshopFilter, origin: Origin | null): Workshop[] {
  const matching = rows.filter((row) => acceptsClaim(row, filter));
  if (!origin) {
    return matching.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id).map((row) => workshopView(row, null));
  }
  return matching
    .map((row) => ({ row, distance: Math.round(haversineMeters(origin, row)) }))
    .sort((a, b) => a.distance - b.distance || a.row.id - b.row.id)
    .map(({ row, distance }) => workshopView(row, distance));
}
