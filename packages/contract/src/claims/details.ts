import { z } from "zod";
import { bodyIdSchema } from "../common/ids.ts";
import { workshopSchema } from "../workshops/workshop.ts";

/** PATCH /claims/{id}/details: the chosen workshop. */
export const claimDetailsRequestSchema = z.strictObject({ workshopId: bodyIdSchema });
export type ClaimDetailsRequest = z.infer<typeof claimDetailsRequestSchema>;
/** The chosen workshop, with its distance from the accident location when that is known. */
export const claimDetailsResponseSchema = z.object({ workshopId: z.number().int(), workshop: workshopSchema });
export type ClaimDetailsResponse = z.infer<typeof claimDetailsResponseSchema>;
