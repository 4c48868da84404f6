import { z } from "zod";

/** POST /claims/{id}/register-damage-assessment (flag on, after submission). */
export const damageAssessmentResponseSchema = z.object({ redirectionUrl: z.string() });
export type DamageAssessmentResponse = z.infer<typeof damageAssessmentResponseSchema>;
/** GET /assessment/{token}: the built-in assessment page the offline provider redirects to. */
export const damageAssessmentPageParamsSchema = z.object({ token: z.string().max(100) });
