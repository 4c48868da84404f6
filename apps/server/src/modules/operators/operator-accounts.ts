import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { operatorAccounts, operatorMemberships, operatorUsers, type OperatorRole } from "../../db/schema/operators.ts";
import { inTransaction } from "../../db/transaction.ts";
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
 * Creates an operator with a password, their credential account and their memberships, all or nothing. Sign-up is
 * closed: this is the only way in.
 */
export function createOperator(auth: OperatorAuth, db: Db, operator: NewOperator): Promise<{ id: string }> {
  return inTransaction(db, (tx) => insertOperator(auth, tx, operator));
}

/**
 * The rows of a new operator, written in the caller's transaction so that whatever else the caller does with the
 * account (an invitation) fails or succeeds with it. The rows are better-auth's (its ids, its password hash), written
 * here rather than through its adapter, which runs outside our transaction.
 */
export async function insertOperator(auth: OperatorAuth, tx: Db, operator: NewOperator): Promise<{ id: string }> {
  const email = operator.email.trim().toLowerCase();
  const ctx = await auth.$context;
  if (await operatorByEmail(tx, email)) throw new OperatorExistsError(email);
  const wanted = operator.memberships ?? [];
  const found = wanted.length
    ? await tx
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
  const towingCompanyId = operator.towingCompany ? await towingCompanyIdFor(tx, operator.towingCompany) : null;

  const id = newId(ctx, "user");
  try {
    await tx.insert(operatorUsers).values({
      id,
      email,
      name: operator.name,
      emailVerified: true,
      platformAdmin: operator.platformAdmin ?? false,
      towingCompanyId,
    });
  } catch (error) {
    // The same e-mail created at the same moment by another request.
    if (isUniqueViolation(error)) throw new OperatorExistsError(email);
    throw error;
  }
  await tx.insert(operatorAccounts).values({
    id: newId(ctx, "account"),
    userId: id,
    providerId: "credential",
    accountId: id,
    password: await ctx.password.hash(operator.password),
  });
  if (wanted.length) {
    await tx
      .insert(operatorMemberships)
      .values(
        wanted.map((m) => ({ userId: id, serviceId: found.find((s) => s.name === m.service)!.id, role: m.role })),
      );
  }
  return { id };
}

/** An id as better-auth makes them for its own rows (the configured generator, else a random one). */
function newId(ctx: Awaited<OperatorAuth["$context"]>, model: "user" | "account") {
  return ctx.generateId({ model }) || randomUUID();
}

/** The operator with this e-mail, if any (the demo seed asks before creating its administrator). */
export async function operatorByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: operatorUsers.id })
    .from(operatorUsers)
    .where(and(eq(operatorUsers.email, email.trim().toLowerCase())));
  return row ?? null;
}
