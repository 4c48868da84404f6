import { z } from "zod";

/** PATCH /claims/{id}/details: the chosen workshop. */
export const claimDetailsRequestSchema = z.strictObject({ workshopId: z.number().int().positive() });
export type ClaimDetailsRequest = z.infer<typeof claimDetailsRequestSchema>;
