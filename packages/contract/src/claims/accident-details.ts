import { z } from "zod";
import type { ClaimIncidentType } from "../common/enums.ts";
import { whoCausedSchema } from "../common/enums.ts";
import {
  accidentTimeSchema,
  FUTURE_SKEW_MS,
  makeAccidentDateSchema,
  parseAccidentDate,
  TIME_PATTERN,
} from "../common/accident-date.ts";
import { latitudeSchema, longitudeSchema } from "../common/geo.ts";
import { DESCRIPTION_MAX_LENGTH } from "../common/validation.ts";
import { msg } from "../common/validation-messages.ts";

/** Which questions the accident-details step shows for an incident. */
export function accidentFieldVisibility(incident: ClaimIncidentType | null | undefined) {
  return {
    whoCaused: incident === "TRAFFIC_ACCIDENT" || incident === "OTHER",
    authoritiesNotified: incident !== "WINDSHIELD_DAMAGE" && incident !== "TECHNICAL_BREAKDOWN",
    personalInjury: incident === "TRAFFIC_ACCIDENT" || incident === "HIT_WILD_ANIMAL" || incident === "OTHER",
  };
}

const accidentDescriptionSchema = z
  .string(msg("validation.accidentDescriptionRequired"))
  .trim()
  .min(1, msg("validation.accidentDescriptionRequired"))
  .max(DESCRIPTION_MAX_LENGTH, msg("validation.textTooLong"));
const accidentAddressSchema = z
  .string(msg("validation.locationRequired"))
  .trim()
  .min(1, msg("validation.locationRequired"))
  .max(300, msg("validation.textTooLong"));

/**
 * POST /claims/{id}/accident-details. A typed location without a chosen suggestion is sent as
 * latitude 0, longitude 0 plus the text. Answers to questions the incident does not show are null.
 */
export const accidentDetailsRequestSchema = z.strictObject({
  accidentDatetime: z.iso
    .datetime({ offset: true })
    .refine((v) => Date.parse(v) <= Date.now() + FUTURE_SKEW_MS, msg("validation.accidentDateFuture")),
  address: accidentAddressSchema,
  location: z.strictObject({ latitude: latitudeSchema, longitude: longitudeSchema }),
  description: accidentDescriptionSchema,
  whoCaused: whoCausedSchema.nullable(),
  authoritiesNotified: z.boolean().nullable(),
  personalInjury: z.boolean().nullable(),
});
export type AccidentDetailsRequest = z.infer<typeof accidentDetailsRequestSchema>;

/** The shown questions left unanswered, for the server to refuse (field paths). */
export function missingAccidentAnswers(
  incident: ClaimIncidentType | null | undefined,
  body: Pick<AccidentDetailsRequest, "whoCaused" | "authoritiesNotified" | "personalInjury">,
): string[] {
  const shown = accidentFieldVisibility(incident);
  return (["whoCaused", "authoritiesNotified", "personalInjury"] as const).filter((k) => shown[k] && body[k] === null);
}

/** As the claim answers it. */
export const storedAccidentDetailsSchema = z.object({
  accidentDatetime: z.string().nullable(),
  address: z.string().nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  description: z.string().nullable(),
  whoCaused: whoCausedSchema.nullable(),
  authoritiesNotified: z.boolean().nullable(),
  personalInjury: z.boolean().nullable(),
});
export type StoredAccidentDetails = z.infer<typeof storedAccidentDetailsSchema>;

/** True when the date is today and the time a later hour (a future date has its own message). */
function isLaterToday(date: string, time: string, now: Date): boolean {
  const d = parseAccidentDate(date);
  const t = TIME_PATTERN.exec(time.trim());
  if (!d || !t) return false;
  const sameDay = d.year === now.getFullYear() && d.month === now.getMonth() + 1 && d.day === now.getDate();
  return sameDay && new Date(d.year, d.month - 1, d.day, Number(t[1]), Number(t[2])).getTime() > now.getTime();
}

/**
 * The form (stored form: date, time, address, location, description and the three answers).
 * Besides the date, a time later today is refused too, since the server would refuse the instant.
 */
export function makeAccidentDetailsFormSchema(
  incident: ClaimIncidentType | null | undefined,
  now: () => Date = () => new Date(),
) {
  const shown = accidentFieldVisibility(incident);
  return z
    .object({
      date: makeAccidentDateSchema(now),
      time: accidentTimeSchema,
      address: accidentAddressSchema,
      location: z.object({ latitude: z.number(), longitude: z.number() }),
      description: accidentDescriptionSchema,
      whoCaused: whoCausedSchema.nullable(),
      authoritiesNotified: z.boolean().nullable(),
      personalInjury: z.boolean().nullable(),
    })
    .superRefine((form, ctx) => {
      if (isLaterToday(form.date, form.time, now())) {
        ctx.addIssue({ code: "custom", path: ["time"], message: "validation.accidentTimeFuture" });
      }
      for (const key of ["whoCaused", "authoritiesNotified", "personalInjury"] as const) {
        if (shown[key] && form[key] === null)
          ctx.addIssue({ code: "custom", path: [key], message: "validation.requiredField" });
      }
    });
}
export type AccidentDetailsForm = z.input<ReturnType<typeof makeAccidentDetailsFormSchema>>;
