import { claimSteps, type ClaimStep } from "@hitch/contract/claims/step-lists";
import type { Db } from "../../db/connect.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { findServiceById, type ServiceRow } from "../services/public.ts";
import type { ClaimRow } from "./repository.ts";

/** The claim's service; a claim always has one, so a missing row is treated as a missing claim. */
export async function serviceOfClaim(db: Db, claim: ClaimRow): Promise<ServiceRow> {
  const service = await findServiceById(db, claim.serviceId);
  if (!service) throw notFound();
  return service;
}

/** The steps this claim walks through (incident type x the service's isMotionsCloudEnabled). */
export function stepsOfClaim(claim: ClaimRow, service: ServiceRow) {
  return claimSteps(claim.incidentType, service.isMotionsCloudEnabled);
}

/**
 * Refuses a step the claim's list does not contain (e.g. settlement type with the flag off, or a
 * workshop for theft): 409 STEP_NOT_IN_FLOW, so nothing the app never asked for is stored.
 */
export function requireStepInFlow(claim: ClaimRow, service: ServiceRow, step: ClaimStep) {
  if (!claim.incidentType) throw new HttpError(409, "MISSING_INCIDENT");
  if (!stepsOfClaim(claim, service).includes(step)) throw new HttpError(409, "STEP_NOT_IN_FLOW");
}
