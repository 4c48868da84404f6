import { z } from "zod";
import {
  assistanceIncidentTypeSchema,
  DEFAULT_PHONE_PREFIX,
  languageSchema,
  phonePrefixSchema,
} from "../common/enums.ts";
import { fullNameSchema, optionalEmailSchema, phoneSchema } from "../common/contact-fields.ts";
import { latitudeSchema, longitudeSchema } from "../common/geo.ts";
import { plateSchema } from "../common/plate.ts";
import { createLinkRequestSchema } from "../links/create-link.ts";
import { DESCRIPTION_MAX_LENGTH } from "../common/validation.ts";

/**
 * POST /api/v1/public/assistance-request/full-data-link (API key): the create-link fields plus the
 * new-assistance-request payload, so an operator can pre-fill what the
 * caller said on the phone. Everything is optional except a way to find the service; coordinates
 * come as a pair. The answer is createLinkResponseSchema (links/create-link.ts).
 */
export const newAssistanceRequestPayloadShape = {
  /** The service by external id; an alternative to serviceName. */
  serviceExternalId: z.string().min(1).max(100).optional(),
  incident: assistanceIncidentTypeSchema.optional(),
  contact: z
    .strictObject({
      name: fullNameSchema,
      phonePrefix: phonePrefixSchema.default(DEFAULT_PHONE_PREFIX),
      phone: phoneSchema,
      email: optionalEmailSchema.optional(),
    })
    .optional(),
  licensePlate: plateSchema.optional(),
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  address: z.string().trim().min(1).max(300).optional(),
  description: z.string().trim().min(1).max(DESCRIPTION_MAX_LENGTH).optional(),
  language: languageSchema.optional(),
  /** Who took the call, and how to reach them; kept on the request for the driver and the records. */
  operatorName: z.string().trim().min(1).max(200).optional(),
  operatorContact: z.string().trim().min(1).max(200).optional(),
};

export const fullDataLinkRequestSchema = z
  .strictObject({
    ...createLinkRequestSchema.shape,
    serviceName: createLinkRequestSchema.shape.serviceName.optional(),
    ...newAssistanceRequestPayloadShape,
  })
  .refine((b) => b.serviceName !== undefined || b.serviceExternalId !== undefined, {
    message: "serviceName or serviceExternalId is required",
    path: ["serviceName"],
  })
  .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), {
    message: "latitude and longitude go together",
    path: ["longitude"],
  });
export type FullDataLinkRequest = z.input<typeof fullDataLinkRequestSchema>;
