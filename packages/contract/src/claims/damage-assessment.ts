import { z } from "zod";

/** POST /claims/{id}/register-damage-assessment (flag on, after submission). */
export const damageAssessmentResponseSchema = z.object({ redirectionUrl: z.string() });
export type DamageAssessmentResponse = z.infer<typeof damageAssessmentResponseSchema>;
