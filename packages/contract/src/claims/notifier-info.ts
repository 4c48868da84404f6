import { z } from "zod";
import type { ClaimIncidentType } from "../common/enums.ts";
import { msg } from "../common/validation-messages.ts";
import { notifierPersonBodySchema, notifierPersonSchema } from "./person.ts";

/** Theft and vandalism-or-fire claims do not ask whether the notifier was driving. */
export function asksIsContactDriver(incident: ClaimIncidentType | null | undefined): boolean {
  return incident !== "THEFT" && incident !== "VANDALISM_OR_FIRE";
}

/** POST /claims/{id}/notifier-info: driver is null when the notifier is the driver or not asked. */
export const notifierInfoRequestSchema = z
  .strictObject({
    notifier: notifierPersonBodySchema,
    driver: notifierPersonBodySchema.nullable(),
    isContactDriver: z.boolean().nullable(),
  })
  .refine((b) => b.isContactDriver !== false || b.driver !== null, {
    ...msg("validation.requiredField"),
    path: ["driver"],
  });
export type NotifierInfoRequest = z.infer<typeof notifierInfoRequestSchema>;

export const notifierInfoSchema = z.object({
  notifier: notifierPersonSchema,
  driver: notifierPersonSchema.nullable(),
  isContactDriver: z.boolean().nullable(),
});

/** Stored shape the claim answers with (not validated: a draft may be partly filled). */
export const storedPersonSchema = z.object({
  contact: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    phonePrefix: z.string().nullable(),
  }),
  personalCode: z.string().nullable(),
});
export const storedNotifierInfoSchema = z.object({
  notifier: storedPersonSchema,
  driver: storedPersonSchema.nullable(),
  isContactDriver: z.boolean().nullable(),
});

/**
 * The notifier form for a claim's incident: the driver question is required where it is asked,
 * and answering No requires the driver's four fields (Yes clears them).
 */
export function makeNotifierInfoFormSchema(incident: ClaimIncidentType | null | undefined) {
  const asks = asksIsContactDriver(incident);
  return z
    .object({
      notifier: notifierPersonSchema,
      isContactDriver: z.boolean().nullable(),
      driver: z.unknown(),
    })
    .superRefine((form, ctx) => {
      if (!asks) return;
      if (form.isContactDriver === null) {
        ctx.addIssue({ code: "custom", path: ["isContactDriver"], message: "validation.requiredField" });
      } else if (form.isContactDriver === false) {
        const driver = notifierPersonSchema.safeParse(form.driver);
        if (!driver.success) {
          for (const issue of driver.error.issues) {
            ctx.addIssue({ code: "custom", path: ["driver", ...issue.path.map(String)], message: issue.message });
          }
        }
      }
    })
    .transform((form) => ({
      notifier: form.notifier,
      isContactDriver: asks ? form.isContactDriver : null,
      driver: asks && form.isContactDriver === false ? notifierPersonSchema.parse(form.driver) : null,
    }));
}
