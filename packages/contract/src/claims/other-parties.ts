import { z } from "zod";
import { DEFAULT_PHONE_PREFIX, partyTypeSchema, phonePrefixSchema } from "../common/enums.ts";
import { optionalEmailSchema, optionalPhoneSchema, NAME_MAX_LENGTH } from "../common/contact-fields.ts";
import { bodyIdSchema, idSchema } from "../common/ids.ts";
import { optionalPersonalCodeSchema } from "../common/personal-code.ts";
import { plateSchema } from "../common/plate.ts";
import { msg } from "../common/validation-messages.ts";

/** PUT /claims/{id}/other-parties-details */
export const otherPartiesFlagsRequestSchema = z.strictObject({
  otherPartiesInvolved: z.boolean(),
  otherPartiesInfo: z.boolean().nullable(),
});
export type OtherPartiesFlagsRequest = z.infer<typeof otherPartiesFlagsRequestSchema>;
/** The stored answers: null until answered (the info answer is null whenever involved is no). */
export const otherPartiesFlagsResponseSchema = z.object({
  otherPartiesInvolved: z.boolean().nullable(),
  otherPartiesInfo: z.boolean().nullable(),
});
export type OtherPartiesFlagsResponse = z.infer<typeof otherPartiesFlagsResponseSchema>;

/** A party's person: every field optional, but what is filled must be valid. */
export const partyPersonSchema = z.strictObject({
  fullName: z.string().trim().max(NAME_MAX_LENGTH, msg("validation.textTooLong")).default(""),
  personalCode: optionalPersonalCodeSchema.default(""),
  phonePrefix: phonePrefixSchema.default(DEFAULT_PHONE_PREFIX),
  phone: optionalPhoneSchema.default(""),
  email: optionalEmailSchema.default(""),
});
export const partyVehicleSchema = z.strictObject({ licensePlate: plateSchema });
export const partyObjectSchema = z.strictObject({
  description: z
    .string(msg("validation.requiredField"))
    .trim()
    .min(1, msg("validation.requiredField"))
    .max(1000, msg("validation.textTooLong")),
});

/** POST /claims/{id}/other-parties: creates the listed parties; answers the claim's parties. */
export const createOtherPartiesRequestSchema = z.strictObject({
  vehicleParties: z
    .array(z.strictObject({ vehicle: partyVehicleSchema, person: partyPersonSchema.optional() }))
    .max(20)
    .default([]),
  objectParties: z
    .array(z.strictObject({ object: partyObjectSchema, person: partyPersonSchema.optional() }))
    .max(20)
    .default([]),
});
export type CreateOtherPartiesRequest = z.input<typeof createOtherPartiesRequestSchema>;

/** PUT /claims/{id}/other-parties: updates one party (its type may change). */
export const updateOtherPartyRequestSchema = z
  .strictObject({
    partyId: bodyIdSchema,
    vehicleParty: partyVehicleSchema.optional(),
    objectParty: partyObjectSchema.optional(),
    person: partyPersonSchema.optional(),
  })
  .refine((b) => (b.vehicleParty === undefined) !== (b.objectParty === undefined), {
    ...msg("validation.partyTypeRequired"),
    path: ["vehicleParty"],
  });
export type UpdateOtherPartyRequest = z.input<typeof updateOtherPartyRequestSchema>;

/** DELETE /claims/{id}/other-parties?partyId */
export const deleteOtherPartyQuerySchema = z.object({ partyId: idSchema });

export const partySchema = z.object({
  id: z.number().int(),
  type: partyTypeSchema,
  person: z
    .object({
      id: z.number().int(),
      fullName: z.string(),
      personalCode: z.string(),
      phonePrefix: z.string(),
      phone: z.string(),
      email: z.string(),
    })
    .nullable(),
  vehicle: z.object({ id: z.number().int(), licensePlate: z.string() }).nullable(),
  object: z.object({ id: z.number().int(), description: z.string() }).nullable(),
  createdTime: z.string(),
});
export type Party = z.infer<typeof partySchema>;

/** GET /claims/{id}/other-parties, and the answer of POST. */
export const otherPartiesResponseSchema = z.array(partySchema);

/** Local parties get ids from the highest existing id plus one. */
export function nextPartyId(parties: readonly { id: number }[]): number {
  return parties.reduce((max, p) => Math.max(max, p.id), 0) + 1;
}

/** One card of the other-parties form: a type must be chosen, then its field is required. */
export const partyFormSchema = z
  .object({
    type: partyTypeSchema.nullable(),
    licensePlate: z.string().default(""),
    description: z.string().default(""),
    person: partyPersonSchema,
  })
  .superRefine((p, ctx) => {
    if (p.type === null) ctx.addIssue({ code: "custom", path: ["type"], message: "validation.partyTypeRequired" });
    if (p.type === "vehicle") {
      const r = plateSchema.safeParse(p.licensePlate);
      if (!r.success) ctx.addIssue({ code: "custom", path: ["licensePlate"], message: r.error.issues[0].message });
    }
    if (p.type === "object") {
      const r = partyObjectSchema.shape.description.safeParse(p.description);
      if (!r.success) ctx.addIssue({ code: "custom", path: ["description"], message: r.error.issues[0].message });
    }
  });
export type PartyForm = z.input<typeof partyFormSchema>;
/** Shown above the cards when any party has errors ('Missing Fields'). */
export const PARTY_ERRORS_SUMMARY_KEY = "validation.missingFields";
