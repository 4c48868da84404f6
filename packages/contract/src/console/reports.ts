import { z } from "zod";
import { claimIncidentTypeSchema } from "../common/enums.ts";
import { calendarDaySchema, daysBetween, MAX_PERIOD_DAYS, timeZoneSchema } from "./period.ts";

/**
 * GET /api/v1/console/reports (and /reports/csv): one service's requests submitted and claims filed from
 * `from` to `to`, both days included, the days counted in `timeZone`. A period that ends before it starts or
 * is longer than a year is a 400 VALIDATION_FAILED.
 */
export const reportQuerySchema = z
  .strictObject({
    serviceId: z.coerce.number().int().positive(),
    from: calendarDaySchema,
    to: calendarDaySchema,
    timeZone: timeZoneSchema.default("UTC"),
  })
  .refine((q) => daysBetween(q.from, q.to) >= 0 && daysBetween(q.from, q.to) < MAX_PERIOD_DAYS, { path: ["to"] });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** A duration's spread over the requests that have it: median and 90th percentile in whole seconds. */
export const durationStatsSchema = z.object({
  count: z.number().int().nonnegative(),
  medianSeconds: z.number().int().nullable(),
  p90Seconds: z.number().int().nullable(),
});
export type DurationStats = z.infer<typeof durationStatsSchema>;

export const serviceReportSchema = z.object({
  serviceId: z.number().int(),
  serviceName: z.string(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  requests: z.object({
    submitted: z.number().int().nonnegative(),
    accepted: z.number().int().nonnegative(),
    finished: z.number().int().nonnegative(),
    /** Nobody accepted in time: the request went to the call-backs (whatever happened after). */
    timedOut: z.number().int().nonnegative(),
    cancelled: z.number().int().nonnegative(),
    /** Shares of the submitted requests, 0 to 1; null when none were submitted. */
    timedOutRate: z.number().nullable(),
    cancelRate: z.number().nullable(),
  }),
  /** From submission to the first driver on the job (accepted or assigned by hand). */
  firstAccept: durationStatsSchema,
  /** From submission to the driver's arrival. */
  arrival: durationStatsSchema,
  /** Every day of the period, empty days included. */
  daily: z.array(
    z.object({
      day: z.string(),
      submitted: z.number().int().nonnegative(),
      timedOut: z.number().int().nonnegative(),
      cancelled: z.number().int().nonnegative(),
    }),
  ),
  /** Claims filed in the period per incident type (null: none chosen), most first. */
  claimsByIncidentType: z.array(
    z.object({ incidentType: claimIncidentTypeSchema.nullable(), count: z.number().int().positive() }),
  ),
});
export type ServiceReport = z.infer<typeof serviceReportSchema>;
