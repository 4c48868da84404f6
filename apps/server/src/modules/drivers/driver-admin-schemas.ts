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
  handledAt: z.string().nullable(),
});
