import type { createOtherPartiesRequestSchema, Party, partyPersonSchema } from "@hitch/contract/claims/other-parties";
import type { z } from "zod";
import type { Db } from "../../db/connect.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { partyView } from "../claims/public.ts";
import { lockEditableClaim } from "../claims/public.ts";
import { inTransaction } from "../../db/transaction.ts";
import { countParties, deleteParty, insertParties, listParties, updateParty } from "./repository.ts";

type PartyPerson = z.output<typeof partyPersonSchema>;
type VehicleOrObject = { vehicle: { licensePlate: string } } | { object: { description: string } };

/** More parties than any real incident has; keeps one claim from growing without end. */
export const MAX_PARTIES_PER_CLAIM = 20;

function personColumns(person: PartyPerson | undefined) {
  const given = person && [person.fullName, person.personalCode, person.phone, person.email].some((v) => v !== "");
  return {
    personFullName: (given && person.fullName) || null,
    personPersonalCode: (given && person.personalCode) || null,
    personPhonePrefix: given ? person.phonePrefix : null,
    personPhone: (given && person.phone) || null,
    personEmail: (given && person.email) || null,
  };
}

/** One row's columns: the type follows from which of vehicle or object is given; the other is cleared. */
function partyColumns(party: VehicleOrObject, person: PartyPerson | undefined) {
  const vehicle = "vehicle" in party ? party.vehicle : null;
  const object = "object" in party ? party.object : null;
  return {
    type: vehicle ? ("vehicle" as const) : ("object" as const),
    vehicleLicensePlate: vehicle?.licensePlate ?? null,
    objectDescription: object?.description ?? null,
    ...personColumns(person),
  };
}

export async function listClaimParties(db: Db, claimId: number): Promise<Party[]> {
  return (await listParties(db, claimId)).map(partyView);
}

/** Creates the parties (vehicle parties first, then objects, each in the order sent) and answers them with their ids. */
export async function createParties(
  db: Db,
  claimId: number,
  body: z.output<typeof createOtherPartiesRequestSchema>,
): Promise<Party[]> {
  const values = [
    ...body.vehicleParties.map((p) => partyColumns({ vehicle: p.vehicle }, p.person)),
    ...body.objectParties.map((p) => partyColumns({ object: p.object }, p.person)),
  ];
  return inTransaction(db, async (tx) => {
    await lockEditableClaim(tx, claimId);
    if ((await countParties(tx, claimId)) + values.length > MAX_PARTIES_PER_CLAIM) throw new HttpError(409, "CONFLICT");
    return (await insertParties(tx, claimId, values)).map(partyView);
  });
}

/** Replaces one party's type, vehicle or object and person. Another claim's party is 404. */
export async function changeParty(
  db: Db,
  claimId: number,
  body: {
    partyId: number;
    vehicleParty?: { licensePlate: string };
    objectParty?: { description: string };
    person?: PartyPerson;
  },
): Promise<Party> {
  const party: VehicleOrObject = body.vehicleParty ? { vehicle: body.vehicleParty } : { object: body.objectParty! };
  return inTransaction(db, async (tx) => {
    await lockEditableClaim(tx, claimId);
    const row = await updateParty(tx, claimId, body.partyId, partyColumns(party, body.person));
    if (!row) throw notFound();
    return partyView(row);
  });
}

export async function removeParty(db: Db, claimId: number, partyId: number) {
  await inTransaction(db, async (tx) => {
    await lockEditableClaim(tx, claimId);
    if (!(await deleteParty(tx, claimId, partyId))) throw notFound();
  });
}
