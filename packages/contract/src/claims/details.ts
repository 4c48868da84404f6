import { z } from "zod";
import { bodyIdSchema } from "../common/ids.ts";

/** PATCH /claims/{id}/details: the chosen workshop. */
export const claimDetailsRequestSchema = z.strictObject({ workshopId: bodyIdSchema });
export type ClaimDetailsRequest = z.infer<typeof claimDetailsRequestSchema>;
