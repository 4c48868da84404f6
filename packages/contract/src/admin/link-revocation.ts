import { z } from "zod";

/** POST /admin/assistance-requests/{id}/revoke-links and /admin/claims/{id}/revoke-links. */
export const revokeLinksResponseSchema = z.object({
  /** How many of its links were still unrevoked; each session any of them opened has ended. */
  revokedLinks: z.number().int(),
});
export type RevokeLinksResponse = z.infer<typeof revokeLinksResponseSchema>;
