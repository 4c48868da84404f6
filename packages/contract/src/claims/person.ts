import { z } from "zod";
import { DEFAULT_PHONE_PREFIX, phonePrefixSchema } from "../common/enums.ts";
import { makeNameSchema, makeOptionalEmailSchema, makePhoneSchema } from "../common/contact-fields.ts";
import { personalCodeSchema } from "../common/personal-code.ts";

/** Notifier or driver: contact {name, email, phone, phonePrefix} and personalCode, with the notifier messages. */
export const notifierContactSchema = z.object({
  name: makeNameSchema("validation.notifierNameRequired"),
  email: makeOptionalEmailSchema("validation.notifierEmailInvalid"),
  phone: makePhoneSchema("validation.notifierPhoneInvalid", "validation.notifierPhoneInvalid"),
  phonePrefix: phonePrefixSchema.default(DEFAULT_PHONE_PREFIX),
});

export const notifierPersonSchema = z.object({
  contact: notifierContactSchema,
  personalCode: personalCodeSchema,
});
export type NotifierPerson = z.input<typeof notifierPersonSchema>;

/** Strict twins for request bodies. */
export const notifierPersonBodySchema = z.strictObject({
  contact: z.strictObject(notifierContactSchema.shape),
  personalCode: personalCodeSchema,
});
