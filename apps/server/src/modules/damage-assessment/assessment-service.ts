import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { claims } from "../../db/schema/claims.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import {
  DamageAssessmentUnavailableError,
  type AssessmentClaim,
  type DamageAssessmentProvider,
} from "../../providers/damage-assessment/damage-assessment-provider.ts";
import { claimUuid, findClaim, type ClaimRow } from "../claims/public.ts";
import { findServiceById, type ServiceRow } from "../services/public.ts";

export function assessmentClaim(config: Config, claim: ClaimRow, service: ServiceRow): AssessmentClaim {
  return {
    id: claim.id,
    externalId: claim.externalId,
    uuid: claimUuid(config, claim.id),
    serviceExternalId: service.externalId,
    language: claim.language,
    incidentType: claim.incidentType,
    vehicle: {
      licensePlate: claim.licensePlate,
      vinCode: claim.vinCode,
      mark: claim.vehicleMark,
      model: claim.vehicleModel,
      year: claim.vehicleYear,
    },
    accident: {
      datetime: claim.accidentAt?.toISOString() ?? null,
      address: claim.accidentAddress,
      location:
        claim.accidentLatitude !== null && claim.accidentLongitude !== null
          ? { latitude: claim.accidentLatitude, longitude: claim.accidentLongitude }
          : null,
      description: claim.accidentDescription,
    },
    notifier: {
      name: claim.notifierName,
      email: claim.notifierEmail,
      phone: claim.notifierPhone ? `${claim.notifierPhonePrefix ?? ""}${claim.notifierPhone}` : null,
    },
    settlementType: claim.settlementType,
    submittedAt: claim.submittedAt?.toISOString() ?? null,
  };
}

/**
 * POST /claims/{claimId}/register-damage-assessment: only for a submitted claim of a service with
 * isMotionsCloudEnabled. The first answer is kept on the claim, so a retry (the app reloaded, the
 * answer was lost) redirects to the same place instead of registering the claim twice.
 */
export async function registerDamageAssessment(
  db: Db,
  config: Config,
  provider: DamageAssessmentProvider,
  claimId: number,
) {
  const claim = await findClaim(db, claimId);
  if (!claim) throw notFound();
  const service = await findServiceById(db, claim.serviceId);
  if (!service) throw notFound();
  if (!service.isMotionsCloudEnabled) throw new HttpError(409, "DAMAGE_ASSESSMENT_NOT_ENABLED");
  if (!claim.submittedAt) throw new HttpError(409, "CLAIM_NOT_SUBMITTED");
  if (claim.damageAssessmentUrl) return { redirectionUrl: claim.damageAssessmentUrl };
  let redirectionUrl: string;
  try {
    ({ redirectionUrl } = await provider.register(assessmentClaim(config, claim, service)));
  } catch (error) {
    if (error instanceof DamageAssessmentUnavailableError) throw new HttpError(502, "DAMAGE_ASSESSMENT_UNAVAILABLE");
    throw error;
  }
  await db
    .update(claims)
    .set({ damageAssessmentUrl: redirectionUrl, updatedAt: new Date() })
    .where(eq(claims.id, claimId));
  return { redirectionUrl };
}
