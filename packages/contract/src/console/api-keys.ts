import { z } from "zod";

/** One of a service's keys for /api/v1/admin as lists show it: the secret itself is never shown again. */
export const serviceApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ServiceApiKey = z.infer<typeof serviceApiKeySchema>;

/** POST /api/v1/console/services/:serviceId/api-keys: a name that says which integration uses it. */
export const createApiKeyFormSchema = z.strictObject({
  name: z.string().trim().min(1, "validation.requiredField").max(80, "validation.textTooLong"),
});
export type CreateApiKeyForm = z.infer<typeof createApiKeyFormSchema>;

/** The answer to a creation: the only time the key is shown. */
export const createdApiKeySchema = serviceApiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const serviceIdParamsSchema = z.object({ serviceId: z.coerce.number().int().positive() });
export const apiKeyParamsSchema = serviceIdParamsSchema.extend({ keyId: z.coerce.number().int().positive() });
