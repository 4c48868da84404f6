import { z } from "zod";
import { DEFAULT_PHONE_PREFIX, phonePrefixSchema } from "../common/enums.ts";
import { fullNameSchema, phoneSchema } from "../common/contact-fields.ts";
import { plateSchema } from "../common/plate.ts";

/** PATCH /assistance-request/{id}/contact */
export const assistanceContactRequestSchema = z.strictObject({
  name: fullNameSchema,
  phone: phoneSchema,
  phonePrefix: phonePrefixSchema,
});
export type AssistanceContactRequest = z.infer<typeof assistanceContactRequestSchema>;

/** The vehicle-and-contact screen's form (fullName, phoneNumber, vehicleNumber). */
export const assistanceContactFormSchema = z.object({
  vehicleNumber: plateSchema,
  fullName: fullNameSchema,
  phonePrefix: phonePrefixSchema.default(DEFAULT_PHONE_PREFIX),
  phoneNumber: phoneSchema,
});
export type AssistanceContactForm = z.input<typeof assistanceContactFormSchema>;
