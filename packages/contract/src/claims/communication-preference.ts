import { z } from "zod";
import { communicationChannelSchema, COMMUNICATION_CHANNELS } from "../common/enums.ts";
import { msg } from "../common/validation-messages.ts";

/** POST /claims/{id}/communication-preference: at least one channel, each once. */
export const communicationPreferenceRequestSchema = z.strictObject({
  communicationPreferences: z
    .array(communicationChannelSchema)
    .min(1, msg("validation.communicationRequired"))
    .max(COMMUNICATION_CHANNELS.length)
    .refine((list) => new Set(list).size === list.length, msg("validation.communicationRequired")),
});
export type CommunicationPreferenceRequest = z.infer<typeof communicationPreferenceRequestSchema>;
/** The saved channels, EMAIL before SMS whatever the order sent. */
export const communicationPreferenceResponseSchema = z.object({
  communicationPreferences: z.array(communicationChannelSchema),
});
export type CommunicationPreferenceResponse = z.infer<typeof communicationPreferenceResponseSchema>;

/**
 * Both channels are preselected when none is saved; e-mail never when the notifier gave no address
 * (updates that could not arrive).
 */
export const defaultCommunicationPreferences = (saved: readonly string[] | null | undefined, hasEmail: boolean) =>
  (saved && saved.length > 0 ? [...saved] : [...COMMUNICATION_CHANNELS]).filter((c) => hasEmail || c !== "EMAIL");

/** The form: a channel is required; the agreement shows (and is required) once one is ticked. */
export const communicationPreferenceFormSchema = z
  .object({ email: z.boolean(), sms: z.boolean(), agreement: z.boolean() })
  .superRefine((f, ctx) => {
    if (!f.email && !f.sms)
      ctx.addIssue({ code: "custom", path: ["email"], message: "validation.communicationRequired" });
    else if (!f.agreement)
      ctx.addIssue({ code: "custom", path: ["agreement"], message: "validation.agreementRequired" });
  })
  .transform((f) => ({
    communicationPreferences: [...(f.email ? (["EMAIL"] as const) : []), ...(f.sms ? (["SMS"] as const) : [])],
  }));
