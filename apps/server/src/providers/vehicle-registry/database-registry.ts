import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { services } from "../../db/schema/services.ts";
import { insurancePolicies, vehicles } from "../../db/schema/vehicles.ts";
import type { RegistryAnswer, RegistryService, VehicleRegistry } from "./vehicle-registry.ts";

/**
 * Policy dates are calendar days where the insurer is. The Baltic states share one time zone, so
 * a policy 'valid to 2026-11-22' ends at midnight in Tallinn, Riga and Vilnius alike, not at UTC's.
 */
const ZONE_BY_COUNTRY: Record<string, string> = {
  EE: "Europe/Tallinn",
  LV: "Europe/Riga",
  LT: "Europe/Vilnius",
  RU: "Europe/Moscow",
};

/** yyyy-mm-dd of the instant in the zone ('en-CA' formats dates that way). */
export function calendarDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

/** Today's calendar day where a service of the country insures (yyyy-mm-dd). */
export function serviceToday(now: Date, countryCode: string | undefined): string {
  return calendarDay(now, ZONE_BY_COUNTRY[countryCode ?? "EE"] ?? "Europe/Tallinn");
}

/** The offline default: the vehicles and insurance_policies tables the operator import and the seed fill. */
export function createDatabaseVehicleRegistry(db: Db, now: () => Date = () => new Date()): VehicleRegistry {
  return {
    async lookup(service: RegistryService, plate: string): Promise<RegistryAnswer | null> {
      const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.licensePlate, plate)).limit(1);
      if (!vehicle) return null;
      const [owner] = await db
        .select({ countryCode: services.countryCode })
        .from(services)
        .where(eq(services.id, service.id));
      const today = serviceToday(now(), owner?.countryCode);
      const [cover] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(insurancePolicies)
        .where(
          and(
            eq(insurancePolicies.vehicleId, vehicle.id),
            eq(insurancePolicies.serviceId, service.id),
            lte(insurancePolicies.validFrom, today),
            gte(insurancePolicies.validTo, today),
          ),
        );
      return {
        vehicle: {
          licensePlate: vehicle.licensePlate,
          vinCode: vehicle.vinCode,
          manufacturer: vehicle.mark,
          model: vehicle.model,
          year: vehicle.year,
        },
        insurance: { verified: cover.n > 0 },
        specs: {
          transmissionType: vehicle.transmissionType,
          weightKg: vehicle.weightKg,
          bodyType: vehicle.bodyType,
          color: vehicle.color,
          driveType: vehicle.driveType,
        },
      };
    },
  };
}
