import { EventEmitter } from "node:events";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import { and, eq, like } from "drizzle-orm";
import type { Language } from "@hitch/contract/common/enums";
import type { Config } from "../../config.ts";
import { browserLanguage } from "../../http/browser-language.ts";
import type { Db } from "../../db/connect.ts";
import {
  operatorAccounts,
  operatorRateLimits,
  operatorSessions,
  operatorTwoFactors,
  operatorUsers,
  operatorVerifications,
} from "../../db/schema/operators.ts";
import type { MessageOutbox } from "../../providers/sms/sms-provider.ts";
import { PASSWORD_RESET_EMAIL } from "./reset-email-texts.ts";
import { passwordHashingFor } from "./password-hashing.ts";

/** Where better-auth's own endpoints (sign-in, sign-out, session, second factor) answer. */
const CONSOLE_AUTH_PATH = "/api/v1/console/auth";

/**
 * The header the console's auth route sets to the address Fastify resolved (TRUST_PROXY applied), so
 * better-auth's per-address limits cannot be lifted by a forged X-Forwarded-For.
 */
export const CLIENT_ADDRESS_HEADER = "x-hitch-client-address";

const SESSION_HOURS = 12;
const RESET_LINK_MINUTES = 30;

/** The reset e-mail's language: the first of the browser's languages that Hitch speaks. */
function languageOf(request: Request | undefined): Language {
  return browserLanguage(request?.headers.get("accept-language") ?? undefined);
}

/**
 * Operator accounts: e-mail and password (scrypt, better-auth's memory-hard default), sessions in the
 * database, sign-in limited per address, TOTP second factor. No self sign-up: operators are created by
 * an administrator or the CLI (operator-accounts.ts).
 */
/** Where the library's own log lines go: the app's logger, so LOG_LEVEL applies to them too. */
export interface AuthLog {
  warn(context: object, message: string): void;
  error(context: object, message: string): void;
}

export function createOperatorAuth(db: Db, config: Config, outbox: MessageOutbox, log: AuthLog) {
  const passwordHashing = passwordHashingFor(config);
  // "changed" with an operator's id: their access changed (disabled, services, password reset); open streams end.
  const accessChanges = new EventEmitter().setMaxListeners(0);
  const auth = betterAuth({
    appName: "Hitch",
    baseURL: config.publicUrl,
    basePath: CONSOLE_AUTH_PATH,
    secret: config.sessionSecret,
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      // Called as methods: pino's need their logger as `this`.
      log: (level, message) =>
        level === "error"
          ? log.error({ component: "better-auth" }, message)
          : log.warn({ component: "better-auth" }, message),
    },
    trustedOrigins: [new URL(config.publicUrl).origin],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: operatorUsers,
        session: operatorSessions,
        account: operatorAccounts,
        verification: operatorVerifications,
        twoFactor: operatorTwoFactors,
        rateLimit: operatorRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      password: passwordHashing.password,
      // A reset ends every other reset link of the account (one asked for earlier, or an invitation's):
      // whoever holds an older e-mail cannot set the password again behind the new one. Its open board
      // streams end too (its sessions already did).
      onPasswordReset: async ({ user }) => {
        await db
          .delete(operatorVerifications)
          .where(
            and(eq(operatorVerifications.value, user.id), like(operatorVerifications.identifier, "reset-password:%")),
          );
        accessChanges.emit("changed", user.id);
      },
      // The one-time link leaves through the outbox like every other message (sent after this write).
      sendResetPassword: async ({ user, url }, request) => {
        const text = PASSWORD_RESET_EMAIL[languageOf(request)];
        const fill = (template: string) =>
          template.replace("{url}", url).replace("{minutes}", String(RESET_LINK_MINUTES));
        await outbox.email(db, {
          to: user.email,
          subject: text.subject,
          body: fill(text.body),
          language: languageOf(request),
          purpose: "OPERATOR_PASSWORD_RESET",
        });
        outbox.nudge();
      },
    },
    user: {
      additionalFields: {
        platformAdmin: { type: "boolean", defaultValue: false, input: false },
        towingCompanyId: { type: "number", required: false, input: false },
      },
    },
    session: { expiresIn: SESSION_HOURS * 3600, updateAge: 3600 },
    rateLimit: {
      // On in every mode (better-auth turns it off outside production by default).
      enabled: true,
      // In the database: every instance counts the same attempts (and two apps in one process do not).
      storage: "database",
      window: 60,
      max: 100,
      // Sign-in and second-factor codes are limited by sign-in-limits.ts instead (failed attempts, per
      // address and per account): this limiter counts every request, successful sign-ins too.
      customRules: {
        "/sign-in/email": false,
        "/two-factor/verify-totp": false,
        "/two-factor/verify-backup-code": false,
        "/request-password-reset": { window: 60, max: config.consoleSignInPerMinute },
      },
    },
    advanced: {
      cookiePrefix: "hitch_console",
      useSecureCookies: config.publicUrl.startsWith("https:"),
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    databaseHooks: {
      session: {
        // A session ended (signed out, revoked): the operator's open board streams end, and the console
        // of the ended session, opening its stream again, learns it at once (401) instead of at its next call.
        delete: { after: async (session) => void accessChanges.emit("changed", session.userId) },
        create: {
          // A disabled operator gets no new session, and is told why (only after the right password).
          before: async (session) => {
            const [user] = await db
              .select({ disabledAt: operatorUsers.disabledAt })
              .from(operatorUsers)
              .where(eq(operatorUsers.id, session.userId));
            if (user?.disabledAt)
              throw new APIError("UNAUTHORIZED", { code: "ACCOUNT_DISABLED", message: "ACCOUNT_DISABLED" });
          },
          // The sign-in is kept on the account, which outlives the session. With a second factor the password
          // step's session is only a stepping stone (the plugin deletes it at once): the code's session counts.
          after: async (session, context) => {
            const [user] = await db
              .select({ twoFactorEnabled: operatorUsers.twoFactorEnabled })
              .from(operatorUsers)
              .where(eq(operatorUsers.id, session.userId));
            if (user?.twoFactorEnabled && context?.path === "/sign-in/email") return;
            await db
              .update(operatorUsers)
              .set({ lastSignInAt: session.createdAt })
              .where(eq(operatorUsers.id, session.userId));
          },
        },
      },
    },
    // The plugin's own lockout (ten wrong codes lock the account for everyone, its owner with the right
    // code included) is replaced by the per-account limit of sign-in-limits.ts, which spares known clients.
    plugins: [twoFactor({ issuer: "Hitch", accountLockout: { enabled: false } })],
  });
  return Object.assign(auth, { passwordHashing, accessChanges });
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;
