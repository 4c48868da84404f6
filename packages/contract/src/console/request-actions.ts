import { z } from "zod";
import { storedFileNameSchema } from "../assistance/files.ts";
import { bodyIdSchema, idSchema } from "../common/ids.ts";

/**
 * POST /api/v1/console/requests/:id/resend-link: a fresh link for the same request, texted to the
 * request's phone. The earlier links keep working until they expire unless `revokePrevious` (their
 * open sessions then end too: the customer continues from the new link).
 */
export const resendLinkBodySchema = z.strictObject({ revokePrevious: z.boolean().default(false) });
export type ResendLinkBody = z.input<typeof resendLinkBodySchema>;

export const resendLinkAnswerSchema = z.object({
  /** The new SMS in the outbox (its delivery state: GET /api/v1/console/sms/:id). */
  smsId: z.number().int(),
  /** Where it was sent. */
  phone: z.string(),
  /** Earlier links this call revoked (0 unless revokePrevious). */
  revokedLinks: z.number().int(),
  /** Earlier links that still open the request (until they expire). */
  stillValidLinks: z.number().int(),
});
export type ResendLinkAnswer = z.infer<typeof resendLinkAnswerSchema>;

/** POST /api/v1/console/requests/:id/assign: the operator gives the job to this driver. */
export const assignDriverBodySchema = z.strictObject({ driverId: bodyIdSchema });
export type AssignDriverBody = z.infer<typeof assignDriverBodySchema>;

/** GET /api/v1/console/requests/:id/drivers: free drivers, nearest to the request first. */
export const driverCandidateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  /** Straight-line distance to the request's location. */
  distanceMeters: z.number().int(),
});
export type DriverCandidate = z.infer<typeof driverCandidateSchema>;
export const driverCandidatesSchema = z.array(driverCandidateSchema);

/** GET /api/v1/console/requests/:id/photos/:name: one of the customer's photos, full size. */
export const consolePhotoParamsSchema = z.object({ id: idSchema, name: storedFileNameSchema });
