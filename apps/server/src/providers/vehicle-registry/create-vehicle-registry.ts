/**
 * Entry point of the vehicle registry provider (interface and usage: vehicle-registry.ts).
 *   createVehicleRegistry({ kind: "database" }, { db })                      default, offline
 *   createVehicleRegistry({ kind: "http", url, token, timeoutMs }, { db })   an external registry
 */
import type { Db } from "../../db/connect.ts";
import { createDatabaseVehicleRegistry } from "./database-registry.ts";
import { createHttpVehicleRegistry } from "./http-registry.ts";
import type { VehicleRegistry } from "./vehicle-registry.ts";

export type VehicleRegistrySettings =
  { kind: "database" } | { kind: "http"; url: string; token?: string; timeoutMs?: number };

export function createVehicleRegistry(
  settings: VehicleRegistrySettings,
  deps: { db: Db; now?: () => Date },
): VehicleRegistry {
  if (settings.kind === "http") return createHttpVehicleRegistry(settings);
  return createDatabaseVehicleRegistry(deps.db, deps.now);
}
