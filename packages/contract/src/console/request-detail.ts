import { z } from "zod";
import { boardRequestSchema } from "./board.ts";

export const REQUEST_EVENT_TYPES = [
  "SUBMITTED",
  "OFFERED",
  "DECLINED",
  "EXPIRED",
  /** A driver accepted an offer. */
  "ACCEPTED",
  /** An operator or a towing company's dispatcher gave the job to a driver (first or as a replacement). */
  "ASSIGNED",
  "ARRIVED",
  "FINISHED",
  "CANCELLED",
  "TIMED_OUT",
  "REDISPATCHED",
  "LINK_RESENT",
  "CALLBACK_HANDLED",
  "CALLBACK_CLOSED",
] as const;

/** Who did what a timeline row says: the customer, a driver, an operator, a towing company's dispatcher, the engine. */
export const REQUEST_ACTORS = ["CUSTOMER", "DRIVER", "OPERATOR", "DISPATCHER", "ENGINE"] as const;

/** Why an operator cancelled a request (the console's cancel dialog); OTHER needs a note. */
export const CANCEL_REASONS = [
  "CUSTOMER_ASKED",
  "DUPLICATE",
  "RESOLVED_BY_PHONE",
  "NO_DRIVER_AVAILABLE",
  "OTHER",
] as const;

/** Why a call-back closed itself: the request moved on before anyone called. */
export const CALLBACK_CLOSED_REASONS = ["REDISPATCHED", "ASSIGNED", "FINISHED", "CANCELLED"] as const;

/** One line of a request's timeline: what happened, when, and who did it (never rewritten by a later step). */
export const requestEventSchema = z.object({
  at: z.string(),
  type: z.enum(REQUEST_EVENT_TYPES),
  actor: z.enum(REQUEST_ACTORS),
  /** The operator, dispatcher or driver by name; the customer's contact name; null for the engine. */
  actorName: z.string().nullable(),
  /** The driver the row is about (offered to, declined by, assigned to). */
  driverName: z.string().nullable(),
  /** The offer wave (OFFERED). */
  wave: z.number().int().nullable(),
  /** CANCEL_REASONS (CANCELLED), DECLINE_REASONS (DECLINED), CALLBACK_CLOSED_REASONS (CALLBACK_CLOSED). */
  reason: z.string().nullable(),
  /** The operator's note (a cancel, a handled call-back). */
  note: z.string().nullable(),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;

/** POST /api/v1/console/requests/:id/cancel: why, from the short list, and a note (required for OTHER). */
export const cancelRequestBodySchema = z
  .strictObject({ reason: z.enum(CANCEL_REASONS), note: z.string().trim().max(500).default("") })
  .refine((b) => b.reason !== "OTHER" || b.note.length > 0, { path: ["note"], message: "NOTE_REQUIRED" });
export type CancelRequestBody = z.input<typeof cancelRequestBodySchema>;

/** GET /api/v1/console/requests/:id: everything the operator needs about one request. */
export const requestDetailSchema = boardRequestSchema.extend({
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  incidentType: z.string().nullable(),
  description: z.string().nullable(),
  vehicle: z.object({
    mark: z.string().nullable(),
    model: z.string().nullable(),
    year: z.number().int().nullable(),
    vin: z.string().nullable(),
  }),
  language: z.string(),
  /** The driver who did the job, once it finished (the board's `driver` is the one on it now). */
  finishedBy: z.object({ id: z.number().int(), name: z.string(), company: z.string() }).nullable(),
  /** The customer's photos, each under GET /api/v1/console/requests/:id/photos/:name. */
  photos: z.array(z.string()),
  events: z.array(requestEventSchema),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;
