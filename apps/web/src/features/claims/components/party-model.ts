import { nextPartyId, partyFormSchema, type Party } from "@hitch/contract/claims/other-parties";
import type { CreateOtherPartiesRequest, UpdateOtherPartyRequest } from "@hitch/contract/claims/other-parties";
import { DEFAULT_PHONE_PREFIX, type PartyType } from "@hitch/contract/common/enums";
import { cleanPlate } from "@hitch/contract/common/plate";
import { errorsByPath } from "../validation-text.ts";
import type { PersonValues } from "./person-fields.tsx";

/** One party card as the form holds it (the party plus its local errors and submitCount). */
export interface LocalParty {
  id: number;
  /** Stored on the server: saved with PUT; otherwise created with POST. */
  saved: boolean;
  type: PartyType | null;
  licensePlate: string;
  description: string;
  person: PersonValues;
  /** Translation keys by field path ('type', 'licensePlate', 'person.phone'...). */
  errors: Record<string, string>;
  submitCount: number;
  expanded: boolean;
}

/** A stored party as a card; a party stored without a phone prefix gets the service country's. */
export function fromServer(party: Party, defaultPrefix: string = DEFAULT_PHONE_PREFIX): LocalParty {
  return {
    id: party.id,
    saved: true,
    type: party.type,
    licensePlate: party.vehicle?.licensePlate ?? "",
    description: party.object?.description ?? "",
    person: {
      name: party.person?.fullName ?? "",
      personalCode: party.person?.personalCode ?? "",
      phonePrefix: party.person?.phonePrefix || defaultPrefix,
      phone: party.person?.phone ?? "",
      email: party.person?.email ?? "",
    },
    errors: {},
    submitCount: 0,
    expanded: false,
  };
}

/** A blank card; its id is the highest existing one plus one; its phone prefix the service country's. */
export function blankParty(parties: readonly LocalParty[], phonePrefix: string = DEFAULT_PHONE_PREFIX): LocalParty {
  return {
    id: nextPartyId(parties),
    saved: false,
    type: null,
    licensePlate: "",
    description: "",
    person: { name: "", personalCode: "", phonePrefix, phone: "", email: "" },
    errors: {},
    submitCount: 0,
    expanded: true,
  };
}

const personOf = (p: LocalParty) => ({
  fullName: p.person.name,
  personalCode: p.person.personalCode,
  phonePrefix: p.person.phonePrefix,
  phone: p.person.phone,
  email: p.person.email,
});

function errorsOf(party: LocalParty): Record<string, string> {
  const result = partyFormSchema.safeParse({
    type: party.type,
    licensePlate: party.licensePlate,
    description: party.description,
    person: personOf(party),
  });
  return result.success ? {} : errorsByPath(result.error.issues);
}

/** The card with its errors after a submit: type first, then the type's field and the person. */
export function validated(party: LocalParty): LocalParty {
  const errors = errorsOf(party);
  const hasErrors = Object.keys(errors).length > 0;
  return { ...party, errors, submitCount: party.submitCount + 1, expanded: party.expanded || hasErrors };
}

/** POST body for the cards not stored yet (the server answers vehicle parties first). */
export function createBody(parties: readonly LocalParty[]): CreateOtherPartiesRequest {
  return {
    vehicleParties: parties
      .filter((p) => p.type === "vehicle")
      .map((p) => ({ vehicle: { licensePlate: cleanPlate(p.licensePlate) }, person: personOf(p) })),
    objectParties: parties
      .filter((p) => p.type === "object")
      .map((p) => ({ object: { description: p.description.trim() }, person: personOf(p) })),
  };
}

/** The new cards in the order the server answers them: vehicles, then objects. */
export const creationOrder = (parties: readonly LocalParty[]) => [
  ...parties.filter((p) => p.type === "vehicle"),
  ...parties.filter((p) => p.type === "object"),
];

export function updateBody(party: LocalParty): UpdateOtherPartyRequest {
  return party.type === "vehicle"
    ? { partyId: party.id, vehicleParty: { licensePlate: cleanPlate(party.licensePlate) }, person: personOf(party) }
    : { partyId: party.id, objectParty: { description: party.description.trim() }, person: personOf(party) };
}

/** The card's header: the plate in upper case, or the object's description. */
export function partyTitle(party: LocalParty): string {
  if (party.type === "vehicle") return party.licensePlate.toUpperCase();
  if (party.type === "object") return party.description.trim();
  return "";
}

/** A change to a card already submitted once: its messages follow what is typed now. */
export function edited(party: LocalParty): LocalParty {
  return party.submitCount > 0 ? { ...party, errors: errorsOf(party) } : party;
}
