import { z } from "zod";
import {
  claimIncidentTypeSchema,
  claimStatusSchema,
  communicationChannelSchema,
  countryCodeSchema,
  languageSchema,
  phonePrefixSchema,
  settlementTypeSchema,
} from "../common/enums.ts";
import { storedAccidentDetailsSchema } from "./accident-details.ts";
import { damageAreaSchema } from "./damage-area.ts";
import { claimPhotoSchema } from "./files.ts";
import { storedNotifierInfoSchema } from "./notifier-info.ts";
import { partySchema } from "./other-parties.ts";
import { claimVehicleDetailsSchema } from "./vehicle-details.ts";

/** GET /claims/{id}: every slice the app restores from. */
export const claimSchema = z.object({
  id: z.number().int(),
  externalId: z.string(),
  uuid: z.string(),
  status: claimStatusSchema,
  submitted: z.boolean(),
  submittedAt: z.string().nullable(),
  serviceExternalId: z.string(),
  isMotionsCloudEnabled: z.boolean(),
  /** The service's country: its personal-code and phone formats come first. */
  serviceCountryCode: countryCodeSchema,
  language: languageSchema,
  incidentType: claimIncidentTypeSchema.nullable(),
  vehicleDetails: claimVehicleDetailsSchema.nullable(),
  damageAreaTemplateId: z.number().int().nullable(),
  damageArea: damageAreaSchema.nullable(),
  uploadedPhotos: z.array(claimPhotoSchema),
  notifierInfo: storedNotifierInfoSchema.nullable(),
  otherPartiesInvolved: z.boolean().nullable(),
  otherPartiesInfo: z.boolean().nullable(),
  otherParties: z.array(partySchema),
  accidentDetails: storedAccidentDetailsSchema.nullable(),
  settlementType: settlementTypeSchema.nullable(),
  communicationPreferences: z.array(communicationChannelSchema),
  workshopId: z.number().int().nullable(),
  /** Where the notifier's phone starts: the number the link was sent to, else the service country's prefix. */
  contactDefaults: z.object({ phonePrefix: phonePrefixSchema, phone: z.string().nullable() }),
});
export type Claim = z.infer<typeof claimSchema>;
