import { z } from "zod";
import { countryCodeSchema, languageSchema } from "../common/enums.ts";
import { SERVICE_NAME, updateServiceRequestSchema, type CreateServiceRequest } from "../admin/services.ts";
import { THEME_COLOR_PATTERN } from "../services/theme-values.ts";

/**
 * PATCH /api/v1/console/services/:serviceId: what a service's operator changes in the console: colour, phone line,
 * legal entity and flags. Its link name stays as it is (every link already sent carries it).
 */
export const consoleServiceChangeSchema = updateServiceRequestSchema.omit({ serviceLinkName: true });
export type ConsoleServiceChange = z.infer<typeof consoleServiceChangeSchema>;

/**
 * The console's "New service" form (POST /api/v1/console/services takes what `newServiceRequest` makes of it);
 * messages are `console:validation` keys. The name is also the link name customers see in /partner/{name}.
 */
export const newServiceFormSchema = z.object({
  name: z.string().trim().regex(SERVICE_NAME, "validation.serviceName"),
  countryCode: countryCodeSchema,
  defaultLanguage: languageSchema,
  themeColor: z.string().regex(THEME_COLOR_PATTERN, "validation.colorInvalid"),
  directContact: z
    .string()
    .trim()
    .regex(/^(\+?\d{3,20})?$/, "validation.phoneDigits"),
});
export type NewServiceForm = z.infer<typeof newServiceFormSchema>;

export function newServiceRequest(form: NewServiceForm): CreateServiceRequest {
  return { ...form, directContact: form.directContact || null };
}
