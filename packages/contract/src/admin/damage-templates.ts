import { z } from "zod";
import { bodyTypeSchema } from "../common/enums.ts";

/**
 * Operator API: POST /api/v1/admin/damage-templates, PATCH /api/v1/admin/damage-templates/{id},
 * DELETE /api/v1/admin/damage-templates/{id}. Public list: GET /damage-location-template.
 */
export const createDamageTemplateRequestSchema = z.strictObject({
  vehicleBodyType: bodyTypeSchema,
  /** An absolute URL or a path served by this server (e.g. /templates/sedan.svg). */
  imageUrl: z
    .string()
    .min(1)
    .max(500)
    .regex(/^(https?:\/\/|\/)/),
  rows: z.number().int().min(1).max(50),
  columns: z.number().int().min(1).max(50),
});
export type CreateDamageTemplateRequest = z.infer<typeof createDamageTemplateRequestSchema>;
export const updateDamageTemplateRequestSchema = createDamageTemplateRequestSchema.partial();

/** The multipart create's text fields (with a `file` part, SVG or PNG): numbers arrive as text. */
export const damageTemplateUploadFieldsSchema = z.strictObject({
  vehicleBodyType: bodyTypeSchema,
  rows: z.coerce.number().int().min(1).max(50),
  columns: z.coerce.number().int().min(1).max(50),
});
