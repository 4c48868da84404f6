import { z } from "zod";
import { assistanceIncidentTypeSchema, DECLINE_REASONS } from "../common/enums.ts";
import { idSchema } from "../common/ids.ts";
import { latitudeSchema, longitudeSchema } from "../common/geo.ts";
import { storedFileNameSchema } from "../assistance/files.ts";
import { driverAssignmentSchema } from "./assignment.ts";

// The driver API (/api/v1/driver, Authorization: Bearer <driver token>).

/** The customer's car as the driver needs it to find and load it. */
export const jobVehicleSchema = z.object({
  licensePlate: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
});

/** GET /offers: open offers for this driver. */
export const driverOfferSchema = z.object({
  id: z.number().int(),
  assistanceRequestId: z.number().int(),
  incidentType: assistanceIncidentTypeSchema.nullable(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string().nullable(),
  distanceMeters: z.number().nonnegative(),
  /** The offer lapses at this instant. */
  expiresAt: z.string(),
  /** True: the driver on this job asks you to take it over; it is theirs until you accept. */
  handOver: z.boolean(),
  /** Our additions for the driver app: the customer's car and words (never their name or phone before accepting). */
  vehicle: jobVehicleSchema.optional(),
  description: z.string().nullable().optional(),
  /** The customer's photos, as URLs under the driver API (thumbnails in the app). */
  photos: z.array(z.string()).optional(),
  /** Drive time from the driver's last reported position to the pickup, by the routing provider. */
  etaSeconds: z.number().int().nonnegative().optional(),
});
export type DriverOffer = z.infer<typeof driverOfferSchema>;
export const driverOffersResponseSchema = z.array(driverOfferSchema);

/** POST /offers/{offerId}/accept and /decline */
export const offerIdParamsSchema = z.object({ offerId: idSchema });

/** POST /offers/{offerId}/decline: optionally why. */
// A body-less POST (programs, the simulator) reaches the schema as null.
export const driverDeclineRequestSchema = z.strictObject({ reason: z.enum(DECLINE_REASONS).optional() }).nullish();

/** POST /location */
export const driverLocationRequestSchema = z.strictObject({ latitude: latitudeSchema, longitude: longitudeSchema });
export type DriverLocationRequest = z.infer<typeof driverLocationRequestSchema>;

/** POST /jobs/{assistanceRequestId}/finish and /hand-over */
export const driverJobParamsSchema = z.object({ assistanceRequestId: idSchema });

/** GET /jobs/{assistanceRequestId}/photos/{name}: a photo of a request offered to the driver or their job. */
export const driverPhotoParamsSchema = driverJobParamsSchema.extend({ name: storedFileNameSchema });

/** GET /job and the accept answer: the job this driver is on, where to go and its assignment. */
export const driverCurrentJobResponseSchema = z.object({
  assistanceRequestId: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string().nullable(),
  assignment: driverAssignmentSchema,
  /** Our additions for the driver app: whom to call, what to load and what the customer said. */
  customer: z.object({ name: z.string().nullable(), phone: z.string().nullable() }).optional(),
  vehicle: jobVehicleSchema.optional(),
  description: z.string().nullable().optional(),
  photos: z.array(z.string()).optional(),
});
export type DriverCurrentJobResponse = z.infer<typeof driverCurrentJobResponseSchema>;

/** POST /jobs/{assistanceRequestId}/finish */
export const driverFinishResponseSchema = z.object({ id: z.number().int(), status: z.literal("FINISHED") });

/** POST /jobs/{assistanceRequestId}/hand-over: optionally the colleague asked to take over; otherwise the nearest free drivers. */
export const driverHandOverRequestSchema = z.strictObject({ driverId: idSchema.optional() }).optional();

/** POST /jobs/{assistanceRequestId}/hand-over (202): the offers made; the job moves when one is accepted. */
export const handOverResponseSchema = z.object({
  offers: z.array(z.object({ id: z.number().int(), driverId: z.number().int(), expiresAt: z.string() })),
});
