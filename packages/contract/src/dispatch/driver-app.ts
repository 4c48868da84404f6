import { z } from "zod";
import { OFF_DUTY_REASONS } from "../common/enum-values.ts";
import { jobProgressStepSchema, languageSchema } from "../common/enums.ts";

// What the driver app (/driver) needs beyond the driver API that programs use.

/** GET /api/v1/public/driver-link/{code}: opening a sign-in link sets the driver session cookie. */
export const driverLinkParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });
/**
 * A link opens one phone: `USED` when another phone (or this one without the session it was given) opened it
 * before, so the driver is told to ask dispatch for a new one; `INVALID` for an unknown or expired code.
 */
export const driverLinkResponseSchema = z.object({
  isValid: z.boolean(),
  reason: z.enum(["USED", "INVALID"]).optional(),
  /** With USED: the invitation's language, so that a second phone reads why in the driver's language. */
  language: languageSchema.nullable().optional(),
});

/** GET /api/v1/driver/me */
export const driverProfileSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  company: z.string(),
  onDuty: z.boolean(),
  shiftPlate: z.string().nullable(),
  /** Where the app loads the driver's own photo (GET /api/v1/driver/me/photo), null before one is set. */
  photoUrl: z.string().nullable(),
  /** The request whose job the driver is on, if any. */
  activeAssistanceRequestId: z.number().int().nullable(),
  /**
   * The invitation this phone signed in with: its language (the app starts in it) and the service whose
   * operator sent it (the app wears its colour and logo). Null for a program with a bearer token.
   */
  invitation: z
    .object({
      language: languageSchema.nullable(),
      service: z.object({ name: z.string(), color: z.string(), logo: z.string().nullable() }).nullable(),
    })
    .nullable(),
  /**
   * Set when the system, not the driver, took the driver off duty: the position was too old (STALE_POSITION)
   * or every phone's session was revoked (NO_SESSION). The app tells the driver once; going on duty clears it.
   */
  offDutyReason: z.enum(OFF_DUTY_REASONS).nullable(),
});
export type DriverProfile = z.infer<typeof driverProfileSchema>;

/** GET /api/v1/driver/push-subscription: the server's VAPID public key, for PushManager.subscribe(). */
export const driverPushKeySchema = z.object({ publicKey: z.string() });

/** PUT /api/v1/driver/push-subscription: this phone's PushSubscription.toJSON(), as the browser gave it. */
export const driverPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    p256dh: z.base64url().min(80).max(100),
    auth: z.base64url().min(16).max(32),
  }),
  expirationTime: z.number().nullable().optional(),
  /** The app's language now: texts sent to the driver outside the app are written in it. */
  language: languageSchema.optional(),
});
export type DriverPushSubscription = z.infer<typeof driverPushSubscriptionSchema>;

/** PUT /api/v1/driver/duty: on duty (with the truck's plate for the shift) or off. */
export const driverDutyRequestSchema = z.strictObject({
  onDuty: z.boolean(),
  shiftPlate: z.string().trim().min(2).max(12).optional(),
});

/**
 * When the driver tapped the step on the phone: an update queued offline arrives later than it happened,
 * and the job's times (arrival, finish) are the tap's. The server refuses one in the future, one older than a
 * day, and one before the job's previous step (400 VALIDATION_FAILED); without it the arrival's time counts.
 */
export const driverTapTimeSchema = z.strictObject({ tappedAt: z.iso.datetime({ offset: true }).optional() });

/** POST /api/v1/driver/jobs/{assistanceRequestId}/finish: optionally the tap's time (a body-less POST is null). */
export const driverFinishRequestSchema = driverTapTimeSchema.nullish();

/** POST /api/v1/driver/jobs/{assistanceRequestId}/progress: the next step of the job, never back. */
export const driverProgressRequestSchema = z.strictObject({
  progress: jobProgressStepSchema.exclude(["ASSIGNED"]),
  ...driverTapTimeSchema.shape,
});
export const driverProgressResponseSchema = z.object({ progress: jobProgressStepSchema });

/** GET /api/v1/driver/history: today's jobs (since local midnight, which the app sends as `since`). */
export const driverHistoryQuerySchema = z.strictObject({ since: z.iso.datetime({ offset: true }) });
export const driverHistorySchema = z.array(
  z.object({
    assistanceRequestId: z.number().int(),
    address: z.string().nullable(),
    assignedAt: z.string(),
    endedAt: z.string().nullable(),
    endReason: z.string().nullable(),
    progress: jobProgressStepSchema,
    /** The customer's phone, for a job this driver finished (a question afterwards); null for any other. */
    customerPhone: z.string().nullable(),
  }),
);
export type DriverHistory = z.infer<typeof driverHistorySchema>;
