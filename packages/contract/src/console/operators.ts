import { z } from "zod";
import { languageSchema } from "../common/enums.ts";

/** A provider operator's role on one service (a platform administrator needs none, a dispatcher has none). */
export const membershipRoleSchema = z.enum(["OPERATOR", "VIEWER"]);

const membershipsSchema = z
  .array(z.strictObject({ serviceId: z.number().int().positive(), role: membershipRoleSchema }))
  .max(100)
  .refine((list) => new Set(list.map((m) => m.serviceId)).size === list.length, "a service is listed twice");

/** One row of the Operators screen (platform administrators only). */
export const consoleOperatorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  platformAdmin: z.boolean(),
  memberships: z.array(z.object({ serviceId: z.number().int(), serviceName: z.string(), role: membershipRoleSchema })),
  towingCompany: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  twoFactorEnabled: z.boolean(),
  disabled: z.boolean(),
  /** When their newest session began; null when they have none (never signed in, or signed out since). */
  lastSignInAt: z.string().nullable(),
});
export type ConsoleOperatorRow = z.infer<typeof consoleOperatorSchema>;
export const consoleOperatorListSchema = z.array(consoleOperatorSchema);

/**
 * POST /api/v1/console/operators: invites an operator. They get an e-mail in `language` with a one-time link
 * to choose their password. Exactly one of: platform administrator, memberships, a towing company's dispatcher.
 */
export const operatorInviteSchema = z
  .strictObject({
    name: z.string().trim().min(1, "validation.requiredField").max(100),
    email: z.string().trim().toLowerCase().email("validation.emailInvalid"),
    language: languageSchema,
    platformAdmin: z.boolean().default(false),
    memberships: membershipsSchema.default([]),
    /** A towing company's dispatcher of this company (made when new). */
    towingCompany: z.string().trim().min(1).max(200).optional(),
  })
  .refine(
    (o) => [o.platformAdmin, o.memberships.length > 0, o.towingCompany !== undefined].filter(Boolean).length === 1,
    { path: ["memberships"], message: "choose exactly one: platform administrator, memberships or a towing company" },
  );
export type OperatorInvite = z.infer<typeof operatorInviteSchema>;

/** PATCH /api/v1/console/operators/:id: a provider operator's services and roles, or the administrator flag. */
export const operatorChangeSchema = z.strictObject({
  platformAdmin: z.boolean().optional(),
  memberships: membershipsSchema.optional(),
});
export type OperatorChange = z.infer<typeof operatorChangeSchema>;

export const operatorIdParams = z.object({ id: z.string().min(1).max(100) });
