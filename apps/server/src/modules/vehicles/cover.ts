import { and, asc, eq } from "drizzle-orm";
import type { ConsoleVehicle } from "@hitch/contract/console/vehicles";
import type { Db } from "../../db/connect.ts";
import { insurancePolicies, vehicles } from "../../db/schema/vehicles.ts";
import { serviceToday } from "../../providers/vehicle-registry/database-registry.ts";
import type { ServiceRow } from "../services/public.ts";

/**
 * A vehicle of the registry with one service's cover of it, for the console's plate search. The
 * vehicle's own data is the shared registry every service's customers look up; the policies shown
 * are the asked service's only. Null: no such plate.
 */
export async function readVehicleCover(
  db: Db,
  plate: string,
  service: Pick<ServiceRow, "id" | "countryCode">,
  now: Date,
): Promise<ConsoleVehicle | null> {
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.licensePlate, plate)).limit(1);
  if (!vehicle) return null;
  const policies = await db
    .select()
    .from(insurancePolicies)
    .where(and(eq(insurancePolicies.vehicleId, vehicle.id), eq(insurancePolicies.serviceId, service.id)))
    .orderBy(asc(insurancePolicies.validFrom));
  const today = serviceToday(now, service.countryCode);
  const shown = policies.map((p) => ({
    policyNumber: p.policyNumber,
    validFrom: p.validFrom,
    validTo: p.validTo,
    current: p.validFrom <= today && today <= p.validTo,
  }));
  return {
    licensePlate: vehicle.licensePlate,
    vinCode: vehicle.vinCode,
    mark: vehicle.mark,
    model: vehicle.model,
    year: vehicle.year,
    bodyType: vehicle.bodyType,
    transmissionType: vehicle.transmissionType,
    weightKg: vehicle.weightKg,
    color: vehicle.color,
    driveType: vehicle.driveType,
    insured: shown.some((p) => p.current),
    policies: shown,
  };
}
