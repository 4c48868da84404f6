import { z } from "zod";
import { jobProgressStepSchema } from "../common/enums.ts";
import { idSchema } from "../common/ids.ts";
import { driverSchema } from "./driver.ts";

/** Driver assignment: driver, eta, assignedTime (both ISO 8601 instants). */
export const driverAssignmentSchema = z.object({
  driver: driverSchema,
  /** When the tow truck is expected at the customer. */
  eta: z.string(),
  assignedTime: z.string(),
  /** Our addition: the truck's last known position for the small map, when known. */
  driverLocation: z.object({ latitude: z.number(), longitude: z.number() }).nullable().optional(),
  /** Our addition: how far the driver has got (on the way, arrived, towing or fixed on site). */
  progress: jobProgressStepSchema.optional(),
  /** Our addition: the truck to look out for, its plate (the driver's shift plate) and make and model. */
  truck: z.object({ plate: z.string().nullable(), vehicle: z.string().nullable() }).optional(),
});
export type DriverAssignment = z.infer<typeof driverAssignmentSchema>;

/** GET /tow-truck/accepted-driver?assistanceRequestId */
export const acceptedDriverQuerySchema = z.object({ assistanceRequestId: idSchema });
/**
 * The accepted-driver answer has the shape of a driver's assignment; its own name says which endpoint it describes.
 * @alias
 */
export const acceptedDriverResponseSchema = driverAssignmentSchema;

/** GET /assistance-request/{id}/driver-photo/{driverId}: the photo of the driver on that request's job. */
export const assignedDriverPhotoParamsSchema = z.object({ id: idSchema, driverId: idSchema });
