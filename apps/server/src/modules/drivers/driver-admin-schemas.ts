import { z } from "zod";
import { idSchema } from "@hitch/contract/common/ids";
import { adminDriverSchema } from "@hitch/contract/admin/drivers";

// Operator API for drivers (/api/v1/admin/drivers): the contract's shapes, extended with the
// fleet details only this server's operator routes answer.

export { createDriverRequestSchema, updateDriverRequestSchema } from "@hitch/contract/admin/drivers";
export type { UpdateDriverRequest } from "@hitch/contract/admin/drivers";

/** The contract's operator view of a driver, plus what operators need to run the fleet. */
export const adminDriverViewSchema = adminDriverSchema.extend({
  locationUpdatedAt: z.string(),
  /** The request this driver is on, if any. */
  activeAssistanceRequestId: z.number().int().nullable(),
});
export type AdminDriverView = z.infer<typeof adminDriverViewSchema>;

/** Only the create answer carries the token; it cannot be read again. */
export const createdDriverSchema = adminDriverViewSchema.extend({ token: z.string() });

export const driverIdParamsSchema = z.object({ id: idSchema });
export const driverListQuerySchema = z.strictObject({
  available: z.enum(["true", "false"]).transform((v) => v === "true").optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

export const reassignRequestSchema = z.strictObject({ driverId: idSchema.optional() });
export const operatorCallbackSchema = z.object({
  id: z.number().int(),
  assistanceRequestId: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  /** Null while the call-back is open. */
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type OperatorCallback = z.infer<typeof operatorCallbackSchema>;

/** `open` (not handled yet) or `handled`; absent lists both, newest first. */
export const operatorCallbackListQuerySchema = z.strictObject({ state: z.enum(["open", "handled"]).optional() });

/** Marking a call-back handled: who called (one API key serves every operator) and what came of it. */
export const handleCallbackRequestSchema = z.strictObject({
  handledBy: z.string().trim().min(1).max(100).optional(),
  note: z.string().trim().max(500).optional(),
});
export type HandleCallbackRequest = z.infer<typeof handleCallbackRequestSchema>;
