import { z } from "zod";
import { languageSchema } from "../common/enums.ts";
import { linkMessageSchema } from "../links/link-messages.ts";

/**
 * GET /case-link/{code}: the link every case notification carries (`/cases/status?code=…` in the
 * app). A valid code opens a session for the case's claim or assistance request; the app then asks
 * GET /cases with the id named here.
 */
export const caseLinkParamsSchema = z.object({ code: z.string().min(1).max(200) });

export const caseLinkResponseSchema = z.object({
  isValid: z.boolean(),
  caseId: z.number().int().nullable(),
  claimId: z.number().int().nullable(),
  assistanceId: z.number().int().nullable(),
  language: languageSchema.nullable(),
  /** LINK_INVALID or LINK_EXPIRED when not valid. */
  msg: linkMessageSchema.nullable(),
  /** The service's direct line when the link is known but expired or revoked, for the error screen's Call button. */
  serviceDirectContact: z.string().nullable().optional(),
});
export type CaseLinkResponse = z.infer<typeof caseLinkResponseSchema>;

/** Operator API: POST /api/v1/admin/cases/{caseId}/link issues a status-page link (to send by other means). */
export const adminCaseLinkResponseSchema = z.object({ code: z.string(), url: z.string(), expiresAt: z.string() });
export type AdminCaseLinkResponse = z.infer<typeof adminCaseLinkResponseSchema>;
