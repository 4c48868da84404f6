import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { operatorMemberships, operatorUsers, type OperatorRole } from "../../db/schema/operators.ts";
import { services } from "../../db/schema/services.ts";

/** A signed-in operator as the console's routes see them: who, and which services in which role. */
export interface ConsoleOperator {
  id: string;
  email: string;
  name: string;
  platformAdmin: boolean;
  twoFactorEnabled: boolean;
  disabled: boolean;
  /** Service id -> role. A platform administrator has every service without being listed. */
  roles: Map<number, OperatorRole>;
  /** A towing-company dispatcher's company (no services then); null for everyone else. */
  towingCompanyId: number | null;
}

/** The operator's account and memberships, or null when the account is gone. */
export async function loadConsoleOperator(db: Db, userId: string): Promise<ConsoleOperator | null> {
  const [user] = await db.select().from(operatorUsers).where(eq(operatorUsers.id, userId));
  if (!user) return null;
  const rows = await db
    .select({ serviceId: operatorMemberships.serviceId, role: operatorMemberships.role })
    .from(operatorMemberships)
    .where(eq(operatorMemberships.userId, userId));
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    platformAdmin: user.platformAdmin ?? false,
    twoFactorEnabled: user.twoFactorEnabled ?? false,
    disabled: user.disabledAt !== null,
    roles: new Map(rows.map((r) => [r.serviceId, r.role])),
    towingCompanyId: user.towingCompanyId ?? null,
  };
}

/** The services the operator sees (all of them for a platform administrator), with the role on each. */
export async function servicesOf(db: Db, operator: ConsoleOperator) {
  const rows = await db
    .select({ id: services.id, name: services.name, linkName: services.linkName })
    .from(services)
    .orderBy(services.name);
  return rows
    .filter((s) => operator.platformAdmin || operator.roles.has(s.id))
    .map((s) => ({ ...s, role: operator.platformAdmin ? ("ADMIN" as const) : operator.roles.get(s.id)! }));
}
