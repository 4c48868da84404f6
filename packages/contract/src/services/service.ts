import { z } from "zod";
import { countryCodeSchema, languageSchema } from "../common/enums.ts";
import { DEFAULT_THEME_COLOR, THEME_COLOR_PATTERN } from "./theme-values.ts";

export { DEFAULT_THEME_COLOR };

export const LOGO_MAX_HEIGHT = 55;
export const LOGO_MAX_WIDTH = 150;

/** A logo is served as a data URL or an absolute/relative URL; null when the service has none. */
export const themeSchema = z.object({
  logo: z.string().nullable(),
  color: z.string().regex(THEME_COLOR_PATTERN),
});
export type Theme = z.infer<typeof themeSchema>;

/** The operator company as configured by the operator API's `legalEntity` (same fields, no transforms). */
export const operatorCompanySchema = z.object({
  name: z.string(),
  registryCode: z.string(),
  address: z.string(),
  /** E-mail and/or phone as one line, e.g. 'info@hitch.example, +3726000000'. */
  contact: z.string(),
});
export type OperatorCompany = z.infer<typeof operatorCompanySchema>;

/** Service details. */
export const serviceDetailsSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  countryCode: countryCodeSchema,
  theme: themeSchema,
  serviceLink: z.object({ name: z.string(), language: languageSchema }),
  isTestService: z.boolean(),
  serviceDirectContact: z.string().nullable(),
  isMotionsCloudEnabled: z.boolean(),
  /**
   * The operator company named in the terms and privacy texts (the service's `legalEntity`);
   * absent or null when the operator has not configured it, and the texts then speak generically.
   */
  operatorCompany: operatorCompanySchema.nullable().optional(),
});
export type ServiceDetails = z.infer<typeof serviceDetailsSchema>;

export const serviceNameParamsSchema = z.object({ serviceName: z.string().min(1).max(100) });
export const serviceExternalIdParamsSchema = z.object({ serviceExternalId: z.string().min(1).max(100) });
