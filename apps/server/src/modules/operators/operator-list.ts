import { desc, eq, inArray } from "drizzle-orm";
import type { ConsoleOperatorRow } from "@hitch/contract/console/operators";
import type { Db } from "../../db/connect.ts";
import { operatorMemberships, operatorUsers } from "../../db/schema/operators.ts";
import { services } from "../../db/schema/services.ts";
import { towingCompanies } from "../../db/schema/towing-companies.ts";

/** Every operator (or the one asked for) as the Operators screen shows them, newest first. */
export async function listOperators(db: Db, onlyId?: string): Promise<ConsoleOperatorRow[]> {
  const users = await db
    .select({
      id: operatorUsers.id,
      name: operatorUsers.name,
      email: operatorUsers.email,
      platformAdmin: operatorUsers.platformAdmin,
      twoFactorEnabled: operatorUsers.twoFactorEnabled,
      disabledAt: operatorUsers.disabledAt,
      towingCompanyId: operatorUsers.towingCompanyId,
      towingCompanyName: towingCompanies.name,
      lastSignInAt: operatorUsers.lastSignInAt,
    })
    .from(operatorUsers)
    .leftJoin(towingCompanies, eq(towingCompanies.id, operatorUsers.towingCompanyId))
    .where(onlyId === undefined ? undefined : eq(operatorUsers.id, onlyId))
    .orderBy(desc(operatorUsers.createdAt), operatorUsers.email);
  const ids = users.map((u) => u.id);
  if (ids.length === 0) return [];
  const memberships = await db
    .select({
      userId: operatorMemberships.userId,
      serviceId: operatorMemberships.serviceId,
      serviceName: services.name,
      role: operatorMemberships.role,
    })
    .from(operatorMemberships)
    .innerJoin(services, eq(services.id, operatorMemberships.serviceId))
    .where(inArray(operatorMemberships.userId, ids))
    .orderBy(services.name);
  return users.map((u) => {
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      platformAdmin: u.platformAdmin ?? false,
      memberships: memberships
        .filter((m) => m.userId === u.id)
        .map(({ serviceId, serviceName, role }) => ({ serviceId, serviceName, role })),
      towingCompany:
        u.towingCompanyId !== null && u.towingCompanyName !== null
          ? { id: u.towingCompanyId, name: u.towingCompanyName }
          : null,
      twoFactorEnabled: u.twoFactorEnabled ?? false,
      disabled: u.disabledAt !== null,
      lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
    };
  });
}
