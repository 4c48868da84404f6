import { z } from "zod";
import { assistanceIncidentTypeSchema } from "../common/enums.ts";

/** PATCH /assistance-request/{id}/incident */
export const assistanceIncidentRequestSchema = z.strictObject({ incidentType: assistanceIncidentTypeSchema });
export type AssistanceIncidentRequest = z.infer<typeof assistanceIncidentRequestSchema>;
