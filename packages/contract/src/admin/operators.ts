import { z } from "zod";

/**
 * POST /api/v1/admin/operators (ADMIN_API_KEY, the platform's bootstrap key): a console account. Sign-up
 * is closed; this, the CLI's `operator create` and the console's Operators screen are the ways in.
 */
export const createOperatorRequestSchema = z
  .strictObject({
    email: z.email(),
    name: z.string().trim().min(1).max(100),
    password: z.string().min(12).max(128),
    platformAdmin: z.boolean().default(false),
    /** Service names and the role on each; a platform administrator needs none. */
    memberships: z
      .array(z.strictObject({ service: z.string().min(1), role: z.enum(["OPERATOR", "VIEWER"]) }))
      .max(100)
      .default([]),
    /** A towing-company dispatcher of this company (made when new): no memberships, not a platform administrator. */
    towingCompany: z.string().trim().min(1).max(200).optional(),
  })
  .refine((o) => o.towingCompany === undefined || (!o.platformAdmin && o.memberships.length === 0), {
    path: ["towingCompany"],
    message: "a dispatcher has no services and no platform role",
  });
export type CreateOperatorRequest = z.infer<typeof createOperatorRequestSchema>;

export const createdOperatorSchema = z.object({ id: z.string(), email: z.string() });
