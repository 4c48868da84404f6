import { z } from "zod";
import { settlementTypeSchema } from "../common/enums.ts";
import { msg } from "../common/validation-messages.ts";

/** POST /claims/{id}/settlement-type */
export const settlementTypeRequestSchema = z.strictObject({ claimSettlementType: settlementTypeSchema });
export type SettlementTypeRequest = z.infer<typeof settlementTypeRequestSchema>;
export const settlementTypeResponseSchema = z.object({ claimSettlementType: settlementTypeSchema });
export type SettlementTypeResponse = z.infer<typeof settlementTypeResponseSchema>;

/** The form: a choice is required (null until chosen). */
export const settlementTypeFormSchema = z.object({
  claimSettlementType: settlementTypeSchema.nullable().refine((v) => v !== null, msg("validation.requiredField")),
});
