import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import {
  operatorAccounts,
  operatorSessions,
  operatorTwoFactors,
  operatorUsers,
  operatorVerifications,
} from "../../db/schema/operators.ts";

/** Where better-auth's own endpoints (sign-in, sign-out, session, second factor) answer. */
export const CONSOLE_AUTH_PATH = "/api/v1/console/auth";

/**
 * The header the console's auth route sets to the address Fastify resolved (TRUST_PROXY applied), so
 * better-auth's per-address limits cannot be lifted by a forged X-Forwarded-For.
 */
export const CLIENT_ADDRESS_HEADER = "x-hitch-client-address";

const SESSION_HOURS = 12;

/**
 * Operator accounts: e-mail and password (scrypt, better-auth's memory-hard default), sessions in the
 * database, sign-in limited per address, TOTP second factor. No self sign-up: operators are created by
 * an administrator or the CLI (operator-accounts.ts).
 */
export function createOperatorAuth(db: Db, config: Config) {
  return betterAuth({
    appName: "Hitch",
    baseURL: config.publicUrl,
    basePath: CONSOLE_AUTH_PATH,
    secret: config.sessionSecret,
    telemetry: { enabled: false },
    trustedOrigins: [new URL(config.publicUrl).origin],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: operatorUsers,
        session: operatorSessions,
        account: operatorAccounts,
        verification: operatorVerifications,
        twoFactor: operatorTwoFactors,
      },
    }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12 },
    user: {
      additionalFields: { platformAdmin: { type: "boolean", defaultValue: false, input: false } },
    },
    session: { expiresIn: SESSION_HOURS * 3600, updateAge: 3600 },
    rateLimit: {
      // On in every mode (better-auth turns it off outside production by default).
      enabled: true,
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/two-factor/verify-totp": { window: 60, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: "hitch_console",
      useSecureCookies: config.publicUrl.startsWith("https:"),
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled operator gets no new session.
          before: async (session) => {
            const [user] = await db
              .select({ disabledAt: operatorUsers.disabledAt })
              .from(operatorUsers)
              .where(eq(operatorUsers.id, session.userId));
            return user?.disabledAt ? false : undefined;
          },
        },
      },
    },
    plugins: [twoFactor({ issuer: "Hitch" })],
  });
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;
