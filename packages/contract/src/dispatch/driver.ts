import { z } from "zod";

/** A tow-truck driver as the customer's tracking screen sees them. */
export const driverSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  phoneNumber: z.string(),
  company: z.string(),
  companyId: z.string().nullable(),
  /** True when this driver took the job over from another (the app warns 'driver changed'). */
  isTransferred: z.boolean(),
  /** Share of offers this driver answered, 0..1; null before any offer. */
  notificationResponseRate: z.number().min(0).max(1).nullable(),
  /**
   * Our addition: where the customer's session loads the driver's photo (GET /assistance-request/{id}/driver-photo/
   * {driverId}), while this driver is on the job and has set one; null or absent otherwise.
   */
  photoUrl: z.string().nullable().optional(),
});
export type Driver = z.infer<typeof driverSchema>;
