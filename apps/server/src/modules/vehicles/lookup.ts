import type { VehicleLookupResponse } from "@hitch/contract/vehicles/lookup";
import type { Db } from "../../db/connect.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import {
  type RegistryAnswer,
  type VehicleRegistry,
  VehicleRegistryUnavailableError,
} from "../../providers/vehicle-registry/vehicle-registry.ts";
import type { AssistanceRequestRow } from "../assistance/public.ts";
import { findServiceById } from "../services/public.ts";

/** The registry's answer for a plate, asked on behalf of the request's service (whose cover counts). */
export async function registryAnswerFor(
  db: Db,
  registry: VehicleRegistry,
  request: Pick<AssistanceRequestRow, "serviceId">,
  plate: string,
): Promise<RegistryAnswer | null> {
  const service = await findServiceById(db, request.serviceId);
  if (!service) throw notFound();
  return registry.lookup({ id: service.id, externalId: service.externalId }, plate);
}

/**
 * GET /vehicles/{plate}: an unknown plate is 404 VEHICLE_NOT_FOUND; a registry that cannot be
 * asked is a 200 whose vehicle.error is REGISTRY_UNAVAILABLE, so the screen shows its text with
 * the Call button instead of claiming the vehicle does not exist.
 */
export async function lookUpVehicle(
  db: Db,
  registry: VehicleRegistry,
  request: Pick<AssistanceRequestRow, "serviceId">,
  plate: string,
  onUnavailable: (error: VehicleRegistryUnavailableError) => void = () => {},
): Promise<VehicleLookupResponse> {
  let answer: RegistryAnswer | null;
  try {
    answer = await registryAnswerFor(db, registry, request, plate);
  } catch (error) {
    if (!(error instanceof VehicleRegistryUnavailableError)) throw error;
    onUnavailable(error);
    const vehicle = { licensePlate: plate, vinCode: null, manufacturer: null, model: null, year: null };
    return { vehicle: { ...vehicle, error: "REGISTRY_UNAVAILABLE" }, insurance: { verified: false } };
  }
  if (!answer) throw new HttpError(404, "VEHICLE_NOT_FOUND");
  return { vehicle: { ...answer.vehicle, error: null }, insurance: { verified: answer.insurance.verified } };
}
