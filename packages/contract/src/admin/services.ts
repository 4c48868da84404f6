import { z } from "zod";
import { countryCodeSchema, languageSchema } from "../common/enums.ts";
import { THEME_COLOR_PATTERN } from "../services/theme-values.ts";

/**
 * Operator API: POST /api/v1/admin/services (create), PATCH /api/v1/admin/services/{name} (update),
 * GET /api/v1/admin/services (list). The logo is uploaded separately as an image
 * (PUT /api/v1/admin/services/{name}/logo) and scaled to fit 55x150.
 */
export const SERVICE_NAME = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** The operator company shown in the terms and privacy texts (assistance issue). */
export const legalEntitySchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  registryCode: z.string().trim().min(1).max(50),
  address: z.string().trim().min(1).max(300),
  contact: z.string().trim().min(1).max(200),
});
export type LegalEntity = z.infer<typeof legalEntitySchema>;

export const createServiceRequestSchema = z.strictObject({
  /** Unique name: also the GET /theme/{serviceName} key and the link-creation `serviceName`. */
  name: z.string().regex(SERVICE_NAME),
  /** Used in /partner/{serviceLinkName}; defaults to `name`. */
  serviceLinkName: z.string().regex(SERVICE_NAME).optional(),
  countryCode: countryCodeSchema,
  defaultLanguage: languageSchema,
  themeColor: z.string().regex(THEME_COLOR_PATTERN).optional(),
  /** The service's direct phone line for Call buttons, e.g. '+3726001234'. */
  directContact: z
    .string()
    .regex(/^\+?\d{3,20}$/)
    .nullable()
    .optional(),
  isTestService: z.boolean().default(false),
  isMotionsCloudEnabled: z.boolean().default(false),
  /** Whether the claim-received page offers the customer a feedback form. */
  claimFeedbackEnabled: z.boolean().default(true),
  legalEntity: legalEntitySchema.nullable().optional(),
});
export type CreateServiceRequest = z.input<typeof createServiceRequestSchema>;

/** Every field but the name may change; absent fields stay as they are. */
export const updateServiceRequestSchema = z.strictObject({
  serviceLinkName: z.string().regex(SERVICE_NAME).optional(),
  countryCode: countryCodeSchema.optional(),
  defaultLanguage: languageSchema.optional(),
  themeColor: z.string().regex(THEME_COLOR_PATTERN).optional(),
  directContact: z
    .string()
    .regex(/^\+?\d{3,20}$/)
    .nullable()
    .optional(),
  isTestService: z.boolean().optional(),
  isMotionsCloudEnabled: z.boolean().optional(),
  claimFeedbackEnabled: z.boolean().optional(),
  legalEntity: legalEntitySchema.nullable().optional(),
});
export type UpdateServiceRequest = z.infer<typeof updateServiceRequestSchema>;

export const serviceNameAdminParamsSchema = z.object({ name: z.string().regex(SERVICE_NAME) });

export const adminServiceSchema = z.object({
  id: z.number().int(),
  externalId: z.string(),
  name: z.string(),
  serviceLinkName: z.string(),
  countryCode: countryCodeSchema,
  defaultLanguage: languageSchema,
  themeColor: z.string(),
  /** URL of the stored logo, or null. */
  logo: z.string().nullable(),
  directContact: z.string().nullable(),
  isTestService: z.boolean(),
  isMotionsCloudEnabled: z.boolean(),
  claimFeedbackEnabled: z.boolean(),
  legalEntity: legalEntitySchema.nullable(),
  createdAt: z.string(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;
export const adminServiceListResponseSchema = z.array(adminServiceSchema);
