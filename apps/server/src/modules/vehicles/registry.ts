import type { AppContext } from "../../app-context.ts";
import { createVehicleRegistry } from "../../providers/vehicle-registry/create-vehicle-registry.ts";
import type { VehicleRegistry } from "../../providers/vehicle-registry/vehicle-registry.ts";

// One registry per app (its config and database); the lookup route and PATCH vehicle share it.
const registries = new WeakMap<AppContext, VehicleRegistry>();

export function vehicleRegistryFor(ctx: AppContext): VehicleRegistry {
  let registry = registries.get(ctx);
  if (!registry) {
    registry = createVehicleRegistry(ctx.config.vehicleRegistry, { db: ctx.db, now: ctx.now });
    registries.set(ctx, registry);
  }
  return registry;
}
