import { z } from "zod";
import { languageSchema } from "../common/enums.ts";
import { idSchema } from "../common/ids.ts";

/** POST /api/v1/admin/drivers/{id}/invite: an SMS with a sign-in link goes to the driver's phone. */
export const driverInviteRequestSchema = z
  .strictObject({
    language: languageSchema.default("en"),
    /** How long the link opens; DRIVER_LINK_TTL_HOURS by default. */
    ttlHours: z.number().int().min(1).max(720).optional(),
    /** The service (by name) whose colour and logo the driver app wears; Hitch's own without one. */
    service: z.string().trim().min(1).max(200).optional(),
  })
  .default({ language: "en" });

/**
 * The invitation sent: to which phone, and until when its link opens. The link itself is in the SMS alone: no
 * answer, log or screen shows it, since whoever holds it could sign in as the driver (once: it opens one phone).
 */
export const driverInviteResponseSchema = z.object({
  linkId: z.number().int(),
  /** The driver's phone number the SMS went to. */
  sentTo: z.string(),
  expiresAt: z.string(),
});
export type DriverInviteResponse = z.infer<typeof driverInviteResponseSchema>;

/** GET /api/v1/admin/drivers/{id}/sessions: the phones signed in as this driver, newest first. */
export const driverSessionSchema = z.object({
  id: z.number().int(),
  device: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  active: z.boolean(),
});
export const driverSessionListSchema = z.array(driverSessionSchema);

/** POST /api/v1/admin/drivers/{id}/sessions/{sessionId}/revoke */
export const driverSessionParamsSchema = z.object({ id: idSchema, sessionId: idSchema });
