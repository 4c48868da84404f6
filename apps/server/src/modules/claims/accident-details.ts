import {
  accidentFieldVisibility,
  missingAccidentAnswers,
  type AccidentDetailsRequest,
  type StoredAccidentDetails,
} from "@hitch/contract/claims/accident-details";
import { FUTURE_SKEW_MS } from "@hitch/contract/common/accident-date";
import type { Db } from "../../db/connect.ts";
import { HttpError } from "../../http/http-error.ts";
import { editClaim, findEditableClaim } from "./editing.ts";
import { accidentDetailsView } from "./service.ts";

/**
 * The accident-details step. The three questions depend on the incident (contract
 * accidentFieldVisibility): a shown one must be answered, a hidden one is stored as null whatever
 * was sent, so an answer to a question the customer never saw cannot end up in the claim.
 * A typed location without a chosen suggestion arrives as 0, 0 with its text and is kept so.
 */
export async function saveAccidentDetails(
  db: Db,
  id: number,
  body: AccidentDetailsRequest,
  now: Date,
): Promise<StoredAccidentDetails> {
  const claim = await findEditableClaim(db, id);
  if (!claim.incidentType) throw new HttpError(409, "MISSING_INCIDENT");
  // The schema checks against the wall clock; this checks against the app's clock (tests move it).
  if (Date.parse(body.accidentDatetime) > now.getTime() + FUTURE_SKEW_MS) {
    throw new HttpError(400, "VALIDATION_FAILED", [
      { path: "accidentDatetime", code: "validation.accidentDateFuture" },
    ]);
  }
  const missing = missingAccidentAnswers(claim.incidentType, body);
  if (missing.length > 0) {
    throw new HttpError(
      400,
      "VALIDATION_FAILED",
      missing.map((path) => ({ path, code: "validation.requiredField" })),
    );
  }
  const shown = accidentFieldVisibility(claim.incidentType);
  const row = await editClaim(
    db,
    id,
    {
      accidentAt: new Date(body.accidentDatetime),
      accidentAddress: body.address,
      accidentLatitude: body.location.latitude,
      accidentLongitude: body.location.longitude,
      accidentDescription: body.description,
      whoCaused: shown.whoCaused ? body.whoCaused : null,
      authoritiesNotified: shown.authoritiesNotified ? body.authoritiesNotified : null,
      personalInjury: shown.personalInjury ? body.personalInjury : null,
    },
    now,
  );
  return accidentDetailsView(row);
}
