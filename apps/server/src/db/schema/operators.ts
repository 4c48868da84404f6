import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { services } from "./services.ts";
import { towingCompanies } from "./towing-companies.ts";

// Operator accounts of the console. The first five tables are better-auth's (user, session, account,
// verification, twoFactor): their property names are the library's field names, their SQL names ours.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const operatorUsers = pgTable("operator_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  /** Sees and changes every service, creates services and operators; must use a second factor. */
  platformAdmin: boolean("platform_admin").default(false),
  /** A disabled operator cannot sign in and loses every session (set by an administrator). */
  disabledAt: at("disabled_at"),
  /** Set for a towing-company dispatcher: sees that company's drivers and jobs, and no service. */
  towingCompanyId: integer("towing_company_id").references(() => towingCompanies.id, { onDelete: "cascade" }),
  /** The last full sign-in (second factor included), kept when its session ends. */
  lastSignInAt: at("last_sign_in_at"),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const operatorSessions = pgTable(
  "operator_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: at("expires_at").notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => operatorUsers.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("operator_sessions_user_idx").on(t.userId)],
);

export const operatorAccounts = pgTable(
  "operator_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => operatorUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: at("access_token_expires_at"),
    refreshTokenExpiresAt: at("refresh_token_expires_at"),
    scope: text("scope"),
    /** The password's scrypt hash (better-auth's default, a memory-hard function). */
    password: text("password"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("operator_accounts_user_idx").on(t.userId)],
);

export const operatorVerifications = pgTable(
  "operator_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: at("expires_at").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("operator_verifications_identifier_idx").on(t.identifier)],
);

export const operatorTwoFactors = pgTable(
  "operator_two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => operatorUsers.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: at("locked_until"),
  },
  (t) => [index("operator_two_factors_user_idx").on(t.userId), index("operator_two_factors_secret_idx").on(t.secret)],
);

/** Which services an operator works for, and how: an operator changes, a viewer only reads. */
export const operatorMemberships = pgTable(
  "operator_memberships",
  {
    userId: text("user_id")
      .notNull()
      .references(() => operatorUsers.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["OPERATOR", "VIEWER"] }).notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceId] })],
);

export type OperatorRole = (typeof operatorMemberships.$inferSelect)["role"];

/** better-auth's rate-limit counters (sign-in, second factor), in the database so every instance shares them. */
export const operatorRateLimits = pgTable("operator_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Every change an operator made through the console: who, what, when, and the record before and after. */
export const operatorAuditLog = pgTable(
  "operator_audit_log",
  {
    id: serial("id").primaryKey(),
    at: at("at").notNull().defaultNow(),
    operatorId: text("operator_id").references(() => operatorUsers.id, { onDelete: "set null" }),
    /** Kept as written: the log stays readable after the account is gone. */
    operatorEmail: text("operator_email").notNull(),
    /** What was done, e.g. `request.cancel`, `callback.handle`, `link.create`. */
    action: text("action").notNull(),
    serviceId: integer("service_id").references(() => services.id, { onDelete: "set null" }),
    /** The towing company a change to one of its drivers belongs to (drivers belong to no service). */
    towingCompanyId: integer("towing_company_id").references(() => towingCompanies.id, { onDelete: "set null" }),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("operator_audit_log_at_idx").on(t.at),
    index("operator_audit_log_service_idx").on(t.serviceId, t.at),
    index("operator_audit_log_towing_company_idx").on(t.towingCompanyId, t.at),
  ],
);
