import { z } from "zod";
import { CALLBACK_CLOSED_REASONS } from "./request-detail.ts";

/** GET /api/v1/console/callbacks: timed-out requests waiting for a call, oldest first. */
export const consoleCallbackSchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  externalId: z.string(),
  serviceName: z.string(),
  createdAt: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  note: z.string().nullable(),
  /** Closed by itself because the request moved on (then handledBy is null): nobody needs to call. */
  closedReason: z.enum(CALLBACK_CLOSED_REASONS).nullable(),
});
export type ConsoleCallback = z.infer<typeof consoleCallbackSchema>;

export const callbackListQuerySchema = z.strictObject({ state: z.enum(["open", "handled"]).default("open") });

/** POST /api/v1/console/callbacks/:id/handled: what came of the call (the operator is known from the session). */
export const handleCallbackFormSchema = z.strictObject({ note: z.string().trim().max(500) });
export type HandleCallbackForm = z.infer<typeof handleCallbackFormSchema>;
