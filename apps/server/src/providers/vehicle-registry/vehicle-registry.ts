/**
 * Vehicle registry provider: is this plate a known vehicle, and does the asking service insure it
 * today? Build one with createVehicleRegistry() (create-vehicle-registry.ts).
 *
 *   const registry = createVehicleRegistry({ kind: "database" }, { db });   // or { kind: "http", url, token }
 *   await registry.lookup({ id: 3, externalId: "SV-DEMO" }, "123ABC")
 *   // -> { vehicle: { licensePlate: "123ABC", manufacturer: "Toyota", ... }, insurance: { verified: true } } | null
 *
 * null means the registry does not know the plate. A registry that cannot be asked (down, slow,
 * refusing our token, answering nonsense) rejects with VehicleRegistryUnavailableError.
 * The service is passed whole because an external registry knows services by their external id,
 * the database one by its row id.
 */
import type { BodyType, DriveType } from "@hitch/contract/common/enums";

export type RegistryService = { id: number; externalId: string };

export type RegistryVehicle = {
  licensePlate: string;
  vinCode: string | null;
  manufacturer: string | null;
  model: string | null;
  year: number | null;
};

/** What the claim flow also records when the registry knows it (the assistance flow does not ask). */
export type RegistryVehicleSpecs = {
  transmissionType: string | null;
  weightKg: number | null;
  bodyType: BodyType | null;
  color: string | null;
  driveType: DriveType | null;
};

export type RegistryAnswer = {
  vehicle: RegistryVehicle;
  insurance: { verified: boolean };
  specs?: RegistryVehicleSpecs;
};

export interface VehicleRegistry {
  lookup(service: RegistryService, plate: string): Promise<RegistryAnswer | null>;
}

/** The registry could not be asked; the lookup answers REGISTRY_UNAVAILABLE instead of a vehicle. */
export class VehicleRegistryUnavailableError extends Error {
  readonly code = "REGISTRY_UNAVAILABLE";
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`vehicle registry unavailable: ${reason}`, options);
    this.name = "VehicleRegistryUnavailableError";
  }
}
