import { z } from "zod";
import { nullableEmailSchema, optionalEmailSchema } from "../common/contact-fields.ts";
import { agreementSchema, descriptionSchema } from "../common/validation.ts";

/** PATCH /assistance-request/{id}/additional-info */
export const assistanceAdditionalInfoRequestSchema = z.strictObject({
  email: nullableEmailSchema,
  description: descriptionSchema,
});
export type AssistanceAdditionalInfoRequest = z.infer<typeof assistanceAdditionalInfoRequestSchema>;

/** The additional-details form: description required, e-mail optional, agreement ticked. */
export const assistanceAdditionalDetailsFormSchema = z.object({
  description: descriptionSchema,
  email: optionalEmailSchema,
  agreement: agreementSchema,
});
export type AssistanceAdditionalDetailsForm = z.input<typeof assistanceAdditionalDetailsFormSchema>;
