import { z } from "zod";
import { claimSchema } from "../claims/claim.ts";
import { damageTemplateSchema } from "../claims/damage-area.ts";
import { claimIncidentTypeSchema, claimStatusSchema, languageSchema } from "../common/enums.ts";
import { idSchema } from "../common/ids.ts";

/** The console's claim list holds this many rows a page. */
export const CONSOLE_CLAIMS_PAGE_SIZE = 25;

/**
 * GET /api/v1/console/claims: newest first. `q` finds the reference, the plate or the notifier's name;
 * `from` and `to` are calendar days (inclusive) of when the claim was started.
 */
export const consoleClaimListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  serviceId: z.coerce.number().int().positive().max(2147483647).optional(),
  state: claimStatusSchema.optional(),
  incidentType: claimIncidentTypeSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ConsoleClaimListQuery = z.infer<typeof consoleClaimListQuerySchema>;

export const consoleClaimRowSchema = z.object({
  id: z.number().int(),
  externalId: z.string(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  status: claimStatusSchema,
  incidentType: claimIncidentTypeSchema.nullable(),
  licensePlate: z.string().nullable(),
  notifierName: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type ConsoleClaimRow = z.infer<typeof consoleClaimRowSchema>;

export const consoleClaimListSchema = z.object({
  claims: z.array(consoleClaimRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ConsoleClaimList = z.infer<typeof consoleClaimListSchema>;

/**
 * GET /api/v1/console/claims/{id}: everything the customer entered (photo URLs point at the console's
 * own file route), with the damage diagram's template and the chosen workshop's name.
 */
export const consoleClaimSchema = claimSchema.extend({
  serviceId: z.number().int(),
  serviceName: z.string(),
  createdAt: z.string(),
  damageTemplate: damageTemplateSchema.nullable(),
  workshop: z.object({ id: z.number().int(), name: z.string(), address: z.string() }).nullable(),
  caseId: z.number().int().nullable(),
});
export type ConsoleClaim = z.infer<typeof consoleClaimSchema>;

export const consoleClaimFileParamsSchema = z.object({ id: idSchema, fileId: idSchema });

/** GET /api/v1/console/claims/{id}/pdf?language: the claim as a PDF in the operator's language. */
export const consoleClaimPdfQuerySchema = z.strictObject({ language: languageSchema.default("en") });
