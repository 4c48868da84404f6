import { z } from "zod";
import { boardRequestSchema } from "./board.ts";

export const REQUEST_EVENT_TYPES = [
  "SUBMITTED",
  "OFFERED",
  "DECLINED",
  "EXPIRED",
  "ACCEPTED",
  "ARRIVED",
  "FINISHED",
  "CANCELLED",
  "TIMED_OUT",
] as const;

/** One line of a request's timeline, read from the dispatch tables. */
export const requestEventSchema = z.object({
  at: z.string(),
  type: z.enum(REQUEST_EVENT_TYPES),
  /** The offer wave (OFFERED). */
  wave: z.number().int().nullable(),
  driverName: z.string().nullable(),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;

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
  /** The customer's photos, each under GET /api/v1/console/requests/:id/photos/:name. */
  photos: z.array(z.string()),
  events: z.array(requestEventSchema),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;
