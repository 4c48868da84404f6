import { z } from "zod";

/** GET /service-notification?claimUuid: whether the claim-received page offers feedback. */
export const claimUuidQuerySchema = z.object({ claimUuid: z.uuid() });
export const serviceNotificationResponseSchema = z.object({ isEnabled: z.boolean() });
export type ServiceNotificationResponse = z.infer<typeof serviceNotificationResponseSchema>;
