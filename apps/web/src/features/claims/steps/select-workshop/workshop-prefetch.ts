import { useEffect } from "react";
import type { Claim } from "@hitch/contract/claims/claim";
import { nextClaimStep } from "@hitch/contract/claims/step-lists";
import type { Workshop } from "@hitch/contract/workshops/workshop";
import { whenIdle } from "../../../../ui/prefetch.ts";
import { loadClaimWorkshops } from "../../api/claim-completion-api.ts";

type Point = { latitude: number; longitude: number };

/** What the workshop list depends on: the claim, its incident and vehicle, and the point it is ordered from. */
export interface WorkshopListQuery {
  key: string;
  claimExternalId: string;
  filter: { incidentType: NonNullable<Claim["incidentType"]>; vehicleMark: string; vehicleYear: number | null };
  origin: Point | null;
}

// 0, 0 is how a typed place without a chosen suggestion is stored: the server orders such a list by name.
const chosenPoint = (point: Point | null | undefined) =>
  point && (point.latitude !== 0 || point.longitude !== 0) ? point : null;

/**
 * The list's query for the claim as saved, or null when it has no incident or vehicle mark (no list to ask for).
 * `picked` is a place chosen on the accident step but not saved yet: the server orders by it only while the
 * claim has no saved place, as it prefers the saved one.
 */
export function workshopListQuery(claim: Claim, picked?: Point | null): WorkshopListQuery | null {
  const vehicle = claim.vehicleDetails;
  if (!claim.incidentType || !vehicle?.mark) return null;
  const filter = { incidentType: claim.incidentType, vehicleMark: vehicle.mark, vehicleYear: vehicle.year ?? null };
  const origin = chosenPoint(claim.accidentDetails?.location) ?? chosenPoint(picked);
  const at = origin ? `${origin.latitude},${origin.longitude}` : "by-name";
  const key = [claim.externalId, filter.incidentType, filter.vehicleMark, filter.vehicleYear ?? "", at].join("|");
  return { key, claimExternalId: claim.externalId, filter, origin };
}

// The one list fetched ahead: a later prefetch (another place picked) replaces it.
let ahead: { key: string; promise: Promise<Workshop[]>; workshops?: Workshop[] } | null = null;

function fetchAhead(query: WorkshopListQuery): Promise<unknown> {
  if (ahead?.key === query.key) return ahead.promise;
  const entry: NonNullable<typeof ahead> = {
    key: query.key,
    promise: loadClaimWorkshops(query.claimExternalId, query.filter, query.origin).then(
      (workshops) => (entry.workshops = workshops),
      (error: unknown) => {
        // Forgotten, so the workshop step asks again.
        if (ahead === entry) ahead = null;
        throw error;
      },
    ),
  };
  ahead = entry;
  return entry.promise;
}

/** The list fetched ahead for this query: its request, and its workshops once they have arrived. */
export function workshopsFetchedAhead(
  query: WorkshopListQuery,
): { pending: Promise<Workshop[]>; arrived?: Workshop[] } | null {
  if (ahead?.key !== query.key) return null;
  return { pending: ahead.promise, arrived: ahead.workshops };
}

/**
 * On the step before the workshop step: fetches its list ahead once the screen is up and the browser idle
 * (nothing in data-saver mode), with the place the customer has picked so far.
 */
export function usePrefetchWorkshops(claim: Claim, step: Parameters<typeof nextClaimStep>[0], picked: Point | null) {
  const leadsToWorkshops = nextClaimStep(step, claim.incidentType, claim.isMotionsCloudEnabled) === "select-workshop";
  const query = leadsToWorkshops ? workshopListQuery(claim, picked) : null;
  const key = query?.key;
  useEffect(() => {
    if (!query) return;
    return whenIdle(() => fetchAhead(query));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query is rebuilt on every render; its key says when it changed
  }, [key]);
}
