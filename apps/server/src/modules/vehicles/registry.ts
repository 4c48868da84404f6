import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { createVehicleRegistry } from "../../providers/vehicle-registry/create-vehicle-registry.ts";
import type { VehicleRegistry } from "../../providers/vehicle-registry/vehicle-registry.ts";

/** The app's vehicle registry (VEHICLE_REGISTRY); buildApp makes one, which the lookup route and PATCH vehicle share. */
export function vehicleRegistryFor(config: Config, db: Db, now: () => Date): VehicleRegistry {
  return createVehicleRegistry(config.vehicleRegistry, { db, now });
}
