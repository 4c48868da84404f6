import { z } from "zod";
import { claimIncidentTypeSchema } from "../common/enums.ts";
import { latitudeSchema, longitudeSchema } from "../common/geo.ts";
import { workshopSchema } from "../workshops/workshop.ts";

/**
 * Operator API: POST /api/v1/admin/workshops, PATCH /api/v1/admin/workshops/{id},
 * GET /api/v1/admin/workshops?serviceName, DELETE /api/v1/admin/workshops/{id}.
 * A workshop accepts the listed incident types and makes (empty list: every make) within
 * an optional model-year range.
 */
/** GET /api/v1/admin/workshops: one service's workshops, or every service's. */
export const adminWorkshopListQuerySchema = z.object({ serviceName: z.string().min(1).max(100).optional() });

const fields = {
  name: z.string().trim().min(1).max(200),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  address: z.string().trim().min(1).max(300),
  phone: z.string().regex(/^\+?\d{5,20}$/),
  description: z.string().trim().max(2000).nullable().optional(),
  incidentTypes: z.array(claimIncidentTypeSchema).min(1),
  vehicleMarks: z.array(z.string().trim().min(1).max(100)).default([]),
  minYear: z.number().int().min(1886).max(3000).nullable().optional(),
  maxYear: z.number().int().min(1886).max(3000).nullable().optional(),
};

export const createWorkshopRequestSchema = z.strictObject({ serviceName: z.string().min(1).max(100), ...fields });
export type CreateWorkshopRequest = z.input<typeof createWorkshopRequestSchema>;

export const updateWorkshopRequestSchema = z.strictObject({
  name: fields.name.optional(),
  latitude: fields.latitude.optional(),
  longitude: fields.longitude.optional(),
  address: fields.address.optional(),
  phone: fields.phone.optional(),
  description: fields.description,
  incidentTypes: fields.incidentTypes.optional(),
  vehicleMarks: z.array(z.string().trim().min(1).max(100)).optional(),
  minYear: fields.minYear,
  maxYear: fields.maxYear,
});
export type UpdateWorkshopRequest = z.infer<typeof updateWorkshopRequestSchema>;

export const adminWorkshopSchema = workshopSchema.extend({
  serviceName: z.string(),
  incidentTypes: z.array(claimIncidentTypeSchema),
  vehicleMarks: z.array(z.string()),
  minYear: z.number().int().nullable(),
  maxYear: z.number().int().nullable(),
});
export type AdminWorkshop = z.infer<typeof adminWorkshopSchema>;
export const adminWorkshopListResponseSchema = z.array(adminWorkshopSchema);
