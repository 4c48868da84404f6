import { z } from "zod";
import {
  assistanceIncidentTypeSchema,
  assistanceStatusSchema,
  languageSchema,
  phonePrefixSchema,
} from "../common/enums.ts";
import { fieldErrorSchema } from "../common/errors.ts";
import { assistanceFileSchema } from "./files.ts";

/** GET /assistance-request/{id}: the AssistanceRequest entity. */
export const assistanceLocationSchema = z.object({ latitude: z.number(), longitude: z.number() });

export const assistanceContactSchema = z.object({
  name: z.string().nullable(),
  phonePrefix: phonePrefixSchema.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export const assistanceVehicleSchema = z.object({
  licensePlate: z.string().nullable(),
  vinCode: z.string().nullable(),
  mark: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
});

export const assistanceAdditionalDetailsSchema = z.object({
  email: z.string().nullable(),
  description: z.string().nullable(),
});

export const assistanceRequestSchema = z.object({
  id: z.number().int(),
  externalId: z.string(),
  serviceExternalId: z.string(),
  status: assistanceStatusSchema,
  incidentType: assistanceIncidentTypeSchema.nullable(),
  location: assistanceLocationSchema.nullable(),
  /** The address an operator typed for a full-data link, or the confirmed pin's address. */
  address: z.string().nullable(),
  contact: assistanceContactSchema,
  vehicle: assistanceVehicleSchema,
  /** Whether the stored plate was found and insured at the last lookup (drives the access guard). */
  insuranceVerified: z.boolean(),
  additionalDetails: assistanceAdditionalDetailsSchema,
  files: z.array(assistanceFileSchema),
  language: languageSchema,
  /** ISO 8601 instants; null until the flow started / was submitted. */
  startTime: z.string().nullable(),
  submitTime: z.string().nullable(),
  /** When the job finished, was cancelled or timed out (ISO 8601); null while it is not over. */
  endTime: z.string().nullable(),
  /** What still blocks submission, as field errors with codes (e.g. MISSING_LOCATION). */
  errors: z.array(fieldErrorSchema),
});
export type AssistanceRequest = z.infer<typeof assistanceRequestSchema>;
