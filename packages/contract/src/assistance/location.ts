import { z } from "zod";
import { latitudeSchema, longitudeSchema } from "../common/geo.ts";

/** PATCH /assistance-request/{id}/location (the map's lat/lng sent as latitude/longitude). */
export const assistanceLocationRequestSchema = z.strictObject({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  /** Our addition: the address the confirmation modal showed, kept for the driver. */
  address: z.string().trim().max(300).nullable().optional(),
});
export type AssistanceLocationRequest = z.infer<typeof assistanceLocationRequestSchema>;
