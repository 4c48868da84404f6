import { z } from "zod";
import { bodyIdSchema } from "../common/ids.ts";

/** PATCH /claims/{claimId}/details: the chosen workshop. */
export const claimDetailsRequestSchema = z.strictObject({ workshopId: bodyIdSchema });
export type ClaimDetailsRequest = z.infer<typeof claimDetailsRequestSchema>;
