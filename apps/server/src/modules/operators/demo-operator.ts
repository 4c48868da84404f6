import { isNull } from "drizzle-orm";
import { persistedSecret } from "../../config-secrets.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { operatorUsers } from "../../db/schema/operators.ts";
import { DEMO_SERVICES } from "../../seed/demo-services.ts";
import { createOperator, operatorByEmail, OperatorExistsError, type NewOperator } from "./operator-accounts.ts";
import type { OperatorAuth } from "./operator-auth.ts";

export interface DemoLogin {
  email: string;
  password: string;
}

/**
 * The development start's two console accounts (never a production start's: cli/start-banner.ts). The operator of
 * the demo services opens the board at once; the platform administrator enrols its second factor at its first
 * sign-in, as every administrator must. Each password is generated once and kept in DATA_DIR (like the development
 * API key), so that every start prints the same login.
 */
const DEMO_ACCOUNTS = {
  operator: {
    email: "operator@hitch.example",
    name: "Demo operator",
    platformAdmin: false,
    memberships: DEMO_SERVICES.map((service) => ({ service: service.name, role: "OPERATOR" as const })),
    passwordFile: "console-operator-password",
  },
  admin: {
    email: "admin@hitch.example",
    name: "Demo administrator",
    platformAdmin: true,
    memberships: [],
    passwordFile: "console-admin-password",
  },
};

const DEMO_OPERATOR_EMAILS = Object.values(DEMO_ACCOUNTS).map((account) => account.email);

async function seedAccount(auth: OperatorAuth, db: Db, account: Omit<NewOperator, "password">, password: string) {
  if (await operatorByEmail(db, account.email)) return;
  try {
    await createOperator(auth, db, { ...account, password });
  } catch (error) {
    // Instances started together on one PostgreSQL race to create it: the one that loses goes on.
    if (!(error instanceof OperatorExistsError) && !isUniqueViolation(error)) throw error;
  }
}

/** Creates the demo accounts that are missing (the demo services must be seeded) and returns their logins. */
export async function seedDemoOperators(
  auth: OperatorAuth,
  db: Db,
  config: Config,
): Promise<Record<keyof typeof DEMO_ACCOUNTS, DemoLogin>> {
  const logins = {} as Record<keyof typeof DEMO_ACCOUNTS, DemoLogin>;
  for (const [role, { passwordFile, ...account }] of Object.entries(DEMO_ACCOUNTS)) {
    const password = persistedSecret(config.dataDir, passwordFile, 12);
    await seedAccount(auth, db, account, password);
    logins[role as keyof typeof DEMO_ACCOUNTS] = { email: account.email, password };
  }
  return logins;
}

/** What a production start says about the console's accounts: whether anyone can administer it, and demo leftovers. */
export async function consoleAccountsAtStart(db: Db) {
  const active = await db
    .select({ email: operatorUsers.email, platformAdmin: operatorUsers.platformAdmin })
    .from(operatorUsers)
    .where(isNull(operatorUsers.disabledAt));
  return {
    hasAdministrator: active.some((account) => account.platformAdmin),
    // A database a development start made, or one an earlier version seeded at every start: their passwords were printed.
    demoAccounts: active.map((account) => account.email).filter((email) => DEMO_OPERATOR_EMAILS.includes(email)),
  };
}
