import type { AssistanceVehicleRequest } from "@hitch/contract/assistance/vehicle";
import type { Db } from "../../db/connect.ts";
import { HttpError } from "../../http/http-error.ts";
import {
  VehicleRegistryUnavailableError,
  type VehicleRegistry,
} from "../../providers/vehicle-registry/vehicle-registry.ts";
import { registryAnswerFor } from "../vehicles/public.ts";
import { findDraft } from "./editing.ts";
import type { NewAssistanceRequestRow } from "./repository.ts";

/**
 * The vehicle step's columns. Insurance is asked of the registry again here: the client says which
 * vehicle, never whether it is covered. What the customer typed wins over what the registry knows.
 */
export async function vehicleStepValues(
  db: Db,
  registry: VehicleRegistry,
  id: number,
  body: AssistanceVehicleRequest,
  warnUnavailable: (error: unknown) => void,
): Promise<Partial<NewAssistanceRequestRow>> {
  const draft = await findDraft(db, id);
  const answer = await registryAnswerFor(db, registry, draft, body.licensePlate).catch((error: unknown) => {
    if (!(error instanceof VehicleRegistryUnavailableError)) throw error;
    warnUnavailable(error);
    throw new HttpError(503, "REGISTRY_UNAVAILABLE");
  });
  const found = answer?.vehicle;
  return {
    licensePlate: body.licensePlate,
    vinCode: body.vinCode || found?.vinCode || null,
    vehicleMark: body.mark || found?.manufacturer || null,
    vehicleModel: body.model || found?.model || null,
    vehicleYear: body.year ?? found?.year ?? null,
    insuranceVerified: answer?.insurance.verified ?? false,
  };
}
