import type { ClaimDetailsResponse } from "@hitch/contract/claims/details";
import type { Db } from "../../db/connect.ts";
import { HttpError } from "../../http/http-error.ts";
import { editClaim, findEditableClaim, requireStepInFlow, serviceOfClaim } from "../claims/public.ts";
import { acceptsClaim, knownOrigin, matchWorkshops, workshopView } from "./matching.ts";
import { findServiceWorkshop } from "./repository.ts";

/** The select-workshop step: one of the claim's service's workshops that takes this claim. */
export async function chooseClaimWorkshop(
  db: Db,
  claimId: number,
  workshopId: number,
  now: Date,
): Promise<ClaimDetailsResponse> {
  const claim = await findEditableClaim(db, claimId);
  requireStepInFlow(claim, await serviceOfClaim(db, claim), "select-workshop");
  // Another service's workshop is as unknown to this claim as a missing one.
  const workshop = await findServiceWorkshop(db, claim.serviceId, workshopId);
  if (!workshop) throw new HttpError(404, "WORKSHOP_NOT_FOUND");
  const filter = {
    incidentType: claim.incidentType!,
    vehicleMark: claim.vehicleMark,
    vehicleYear: claim.vehicleYear,
  };
  if (!acceptsClaim(workshop, filter)) {
    throw new HttpError(400, "VALIDATION_FAILED", [{ path: "workshopId", code: "WORKSHOP_NOT_SUITABLE" }]);
  }
  const row = await editClaim(db, claimId, { workshopId: workshop.id }, now);
  const origin = knownOrigin(row.accidentLatitude, row.accidentLongitude);
  return {
    workshopId: workshop.id,
    workshop: matchWorkshops([workshop], filter, origin)[0] ?? workshopView(workshop, null),
  };
}
