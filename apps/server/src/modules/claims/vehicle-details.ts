import type { ClaimVehicleDetails, ClaimVehicleDetailsRequest } from "@hitch/contract/claims/vehicle-details";
import type { ClaimVehicleLookupResponse } from "@hitch/contract/vehicles/lookup";
import type { Db } from "../../db/connect.ts";
import { HttpError } from "../../http/http-error.ts";
import {
  type RegistryAnswer,
  type RegistryVehicleSpecs,
  type VehicleRegistry,
  VehicleRegistryUnavailableError,
} from "../../providers/vehicle-registry/vehicle-registry.ts";
import { registryAnswerFor } from "../vehicles/public.ts";
import type { ClaimRow } from "./repository.ts";

const NO_SPECS: RegistryVehicleSpecs = {
  transmissionType: null,
  weightKg: null,
  bodyType: null,
  color: null,
  driveType: null,
};

/**
 * GET /claims/{claimId}/vehicle-details: the assistance lookup plus what the claim records about the
 * vehicle (transmission, weight, body type, colour, drive type) where the registry knows it. Unknown
 * plate: 404 VEHICLE_NOT_FOUND; a registry that cannot be asked: 200 with vehicle.error
 * REGISTRY_UNAVAILABLE, so the screen shows its text with the call button.
 */
export async function lookUpClaimVehicle(
  db: Db,
  registry: VehicleRegistry,
  claim: ClaimRow,
  plate: string,
  onUnavailable: (error: VehicleRegistryUnavailableError) => void,
): Promise<ClaimVehicleLookupResponse> {
  let answer: RegistryAnswer | null;
  try {
    answer = await registryAnswerFor(db, registry, claim, plate);
  } catch (error) {
    if (!(error instanceof VehicleRegistryUnavailableError)) throw error;
    onUnavailable(error);
    const vehicle = { licensePlate: plate, vinCode: null, manufacturer: null, model: null, year: null, ...NO_SPECS };
    return { vehicle: { ...vehicle, error: "REGISTRY_UNAVAILABLE" }, insurance: { verified: false } };
  }
  if (!answer) throw new HttpError(404, "VEHICLE_NOT_FOUND");
  return {
    vehicle: { ...answer.vehicle, ...(answer.specs ?? NO_SPECS), error: null },
    insurance: { verified: answer.insurance.verified },
  };
}

/**
 * The columns POST /claims/{claimId}/vehicle-details writes. The registry is asked again: the client
 * says which vehicle, never whether it is insured. What the client sends wins over the registry's
 * value (it is what the customer saw); what it leaves out is filled from the registry.
 */
export async function vehicleColumns(
  db: Db,
  registry: VehicleRegistry,
  claim: ClaimRow,
  body: ClaimVehicleDetailsRequest,
) {
  const answer = await registryAnswerFor(db, registry, claim, body.licensePlate).catch((error: unknown) => {
    if (error instanceof VehicleRegistryUnavailableError) throw new HttpError(503, "REGISTRY_UNAVAILABLE");
    throw error;
  });
  const found = answer?.vehicle;
  const specs = answer?.specs ?? NO_SPECS;
  return {
    licensePlate: body.licensePlate,
    vinCode: body.vinCode || found?.vinCode || null,
    vehicleMark: body.mark || found?.manufacturer || null,
    vehicleModel: body.model || found?.model || null,
    vehicleYear: body.year ?? found?.year ?? null,
    transmissionType: body.transmissionType || specs.transmissionType,
    weightKg: body.weightKg ?? specs.weightKg,
    bodyType: body.bodyType ?? specs.bodyType,
    vehicleColor: body.color || specs.color,
    driveType: body.driveType ?? specs.driveType,
    insuranceVerified: answer?.insurance.verified ?? false,
  };
}

export function vehicleDetailsView(row: ClaimRow): ClaimVehicleDetails {
  return {
    licensePlate: row.licensePlate ?? "",
    vinCode: row.vinCode,
    mark: row.vehicleMark,
    model: row.vehicleModel,
    year: row.vehicleYear,
    transmissionType: row.transmissionType,
    weightKg: row.weightKg,
    bodyType: row.bodyType,
    color: row.vehicleColor,
    driveType: row.driveType,
    insuranceVerified: row.insuranceVerified ?? false,
  };
}
