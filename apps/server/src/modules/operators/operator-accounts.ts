import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { operatorMemberships, operatorUsers, type OperatorRole } from "../../db/schema/operators.ts";
import { services } from "../../db/schema/services.ts";
import { towingCompanyIdFor } from "../drivers/public.ts";
import type { OperatorAuth } from "./operator-auth.ts";

export interface NewOperator {
  email: string;
  name: string;
  password: string;
  platformAdmin?: boolean;
  /** Service names (`services.name`) and the role on each. */
  memberships?: { service: string; role: OperatorRole }[];
  /** A towing-company dispatcher of this company (made when new): no services, no platform role. */
  towingCompany?: string;
}

export class OperatorExistsError extends Error {}
export class UnknownServiceError extends Error {}

/**
 * Creates an operator with a password through better-auth's own adapter (so the hash and the account
 * rows are the library's), then their memberships. Sign-up is closed: this is the only way in.
 */
export async function createOperator(auth: OperatorAuth, db: Db, operator: NewOperator): Promise<{ id: string }> {
  const email = operator.email.trim().toLowerCase();
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) throw new OperatorExistsError(email);
  const wanted = operator.memberships ?? [];
  const found = wanted.length
    ? await db
        .select({ id: services.id, name: services.name })
        .from(services)
        .where(
          inArray(
            services.name,
            wanted.map((m) => m.service),
          ),
        )
    : [];
  const missing = wanted.find((m) => !found.some((s) => s.name === m.service));
  if (missing) throw new UnknownServiceError(missing.service);
  const towingCompanyId = operator.towingCompany ? await towingCompanyIdFor(db, operator.towingCompany) : null;

  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: operator.name,
      emailVerified: true,
      platformAdmin: operator.platformAdmin ?? false,
      towingCompanyId,
    },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(operator.password),
  });
  if (wanted.length) {
    await db
      .insert(operatorMemberships)
      .values(
        wanted.map((m) => ({ userId: user.id, serviceId: found.find((s) => s.name === m.service)!.id, role: m.role })),
      );
  }
  return { id: user.id };
}

/** The operator with this e-mail, if any (the demo seed asks before creating its administrator). */
export async function operatorByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: operatorUsers.id })
    .from(operatorUsers)
    .where(and(eq(operatorUsers.email, email.trim().toLowerCase())));
  return row ?? null;
}
