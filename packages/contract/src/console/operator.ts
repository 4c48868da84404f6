import { z } from "zod";

/**
 * An operator's role on one service; a platform administrator is ADMIN on every service. DISPATCHER is a
 * towing company's dispatcher, who has no service: `towingCompany` in GET /me names the company.
 */
export const consoleRoleSchema = z.enum(["ADMIN", "OPERATOR", "VIEWER", "DISPATCHER"]);
export type ConsoleRole = z.infer<typeof consoleRoleSchema>;

/** GET /api/v1/console/me: who is signed in and which services they work for. */
export const consoleMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  platformAdmin: z.boolean(),
  twoFactorEnabled: z.boolean(),
  services: z.array(
    z.object({ id: z.number().int(), name: z.string(), linkName: z.string(), role: consoleRoleSchema }),
  ),
  /** Set for a towing-company dispatcher, who sees that company's drivers and jobs only. */
  towingCompany: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ConsoleMe = z.infer<typeof consoleMeSchema>;

/** The console's sign-in form (better-auth's POST /api/v1/console/auth/sign-in/email takes this body). */
export const signInFormSchema = z.object({
  email: z.string().trim().email("validation.emailInvalid"),
  password: z.string().min(1, "validation.requiredField"),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/** The second step: a six-digit code from the authenticator app. */
export const totpFormSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "validation.codeSixDigits"),
});
export type TotpForm = z.infer<typeof totpFormSchema>;

/**
 * Or one of the ten backup codes shown at enrolment (`abcde-12345`, letters and digits, case as shown),
 * for an operator without their authenticator app; typed without its dash it gets one.
 */
export const backupCodeFormSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, "validation.backupCodeFormat")
    .transform((code) => (code.includes("-") ? code : `${code.slice(0, 5)}-${code.slice(5)}`)),
});

/** The answer to a backup code at sign-in (POST /api/v1/console/auth/two-factor/verify-backup-code): how many are left. */
export const backupCodeAnswerSchema = z.object({ backupCodesLeft: z.number().int().min(0) }).loose();

/** "Forgot password": where to send the one-time link. */
export const resetRequestFormSchema = z.object({ email: z.string().trim().email("validation.emailInvalid") });
export type ResetRequestForm = z.infer<typeof resetRequestFormSchema>;

/** The new password (better-auth's minimum for operators is 12 characters). */
export const passwordResetFormSchema = z.object({ newPassword: z.string().min(12, "validation.passwordTooShort") });
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;
