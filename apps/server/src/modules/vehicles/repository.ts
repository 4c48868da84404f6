import type { VehicleImportRow } from "@hitch/contract/admin/vehicles-import";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { insurancePolicies, vehicles } from "../../db/schema/vehicles.ts";

const CHUNK = 500;

/**
 * Saves checked import rows for one service, all or nothing. A known plate is updated: the given
 * fields replace the stored ones, fields the row leaves out keep their value. The row is the
 * service's whole word on the vehicle's cover: its dates replace that service's policies for the
 * vehicle, and a row without dates removes them (other services' policies are untouched).
 */
export async function saveImportedVehicles(db: Db, serviceId: number, rows: VehicleImportRow[], now: Date) {
  let added = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      const saved = await tx
        .insert(vehicles)
        .values(
          chunk.map((r) => ({
            licensePlate: r.licensePlate,
            vinCode: r.vinCode ?? null,
            mark: r.mark,
            model: r.model,
            year: r.year ?? null,
            transmissionType: r.transmissionType ?? null,
            weightKg: r.weightKg ?? null,
            bodyType: r.bodyType ?? null,
            color: r.color ?? null,
            driveType: r.driveType ?? null,
          })),
        )
        .onConflictDoUpdate({
          target: vehicles.licensePlate,
          set: {
            mark: sql`excluded.mark`,
            model: sql`excluded.model`,
            vinCode: sql`coalesce(excluded.vin_code, vehicles.vin_code)`,
            year: sql`coalesce(excluded.year, vehicles.year)`,
            transmissionType: sql`coalesce(excluded.transmission_type, vehicles.transmission_type)`,
            weightKg: sql`coalesce(excluded.weight_kg, vehicles.weight_kg)`,
            bodyType: sql`coalesce(excluded.body_type, vehicles.body_type)`,
            color: sql`coalesce(excluded.color, vehicles.color)`,
            driveType: sql`coalesce(excluded.drive_type, vehicles.drive_type)`,
            updatedAt: now,
          },
        })
        // xmax is 0 only on a freshly inserted row version: tells added from updated in one statement.
        .returning({ id: vehicles.id, licensePlate: vehicles.licensePlate, inserted: sql<boolean>`(xmax = 0)` });
      const idByPlate = new Map(saved.map((s) => [s.licensePlate, s.id]));
      for (const s of saved) {
        if (s.inserted) added++;
        else updated++;
      }

      await tx
        .delete(insurancePolicies)
        .where(
          and(
            eq(insurancePolicies.serviceId, serviceId),
            inArray(insurancePolicies.vehicleId, [...idByPlate.values()]),
          ),
        );
      const policies = chunk
        .filter((r) => r.insuranceValidFrom && r.insuranceValidTo)
        .map((r) => ({
          vehicleId: idByPlate.get(r.licensePlate)!,
          serviceId,
          validFrom: r.insuranceValidFrom!,
          validTo: r.insuranceValidTo!,
        }));
      if (policies.length > 0) await tx.insert(insurancePolicies).values(policies);
    }
  });
  return { added, updated };
}
