import { z } from "zod";
import { claimIncidentTypeSchema } from "../common/enums.ts";

/** A workshop a claim can be sent to. */
export const workshopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  phone: z.string(),
  description: z.string().nullable(),
  /** Our addition: metres from the accident location when known, for nearest-first lists. */
  distanceMeters: z.number().nonnegative().nullable().optional(),
});
export type Workshop = z.infer<typeof workshopSchema>;
export const workshopListResponseSchema = z.array(workshopSchema);

/**
 * GET /services/{externalId}/workshops and GET /claims/{id}/workshops (the claim's external id or id):
 * incidentType, vehicleMark and optional vehicleYear; latitude/longitude (ours) order the list.
 */
export const workshopQuerySchema = z.object({
  incidentType: claimIncidentTypeSchema,
  vehicleMark: z.string().trim().min(1).max(100),
  vehicleYear: z.coerce.number().int().min(1886).max(3000).optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
});
export type WorkshopQuery = z.infer<typeof workshopQuerySchema>;

export const serviceWorkshopsParamsSchema = z.object({ externalId: z.string().min(1).max(100) });
export const claimWorkshopsParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * /select-workshop-external query: the same filters, plus where to send the choice. `returnUrl`
 * receives ?workshopId=...; without it the page posts {type: 'hitch:workshop-selected', workshop}
 * to window.opener or the parent frame.
 */
export const externalWorkshopPickerQuerySchema = z.object({
  service: z.string().min(1).max(100),
  incidentType: claimIncidentTypeSchema.optional(),
  vehicleMark: z.string().trim().max(100).optional(),
  vehicleYear: z.coerce.number().int().min(1886).max(3000).optional(),
  language: z.string().optional(),
  returnUrl: z.url().optional(),
});
