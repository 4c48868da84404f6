import { z } from "zod";
import { claimIncidentTypeSchema } from "../common/enums.ts";

/** POST /claims/{id}/incident. Choosing THEFT resets the damage area and photos on the server. */
export const claimIncidentRequestSchema = z.strictObject({ claimIncidentType: claimIncidentTypeSchema });
export type ClaimIncidentRequest = z.infer<typeof claimIncidentRequestSchema>;
