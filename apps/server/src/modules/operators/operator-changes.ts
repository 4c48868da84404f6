import { eq } from "drizzle-orm";
import type { ConsoleOperatorRow, OperatorChange } from "@hitch/contract/console/operators";
import type { AppContext } from "../../app-context.ts";
import { operatorMemberships, operatorSessions, operatorUsers } from "../../db/schema/operators.ts";
import { services } from "../../db/schema/services.ts";
import { inTransaction } from "../../db/transaction.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { recordAudit } from "../console/public.ts";
import { listOperators } from "./operator-list.ts";

type Admin = { id: string; email: string };

/** What the audit log keeps of an operator: their access, not when they last signed in. */
const auditView = ({ lastSignInAt: _changesAlone, ...rest }: ConsoleOperatorRow) => rest;

async function operatorRow(ctx: AppContext, id: string) {
  const [row] = await listOperators(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Changes a provider operator's services and roles, or the platform administrator flag. A dispatcher's
 * access is their company's (404 for changing it here); an administrator keeps their own flag (409).
 */
export async function changeOperator(ctx: AppContext, admin: Admin, id: string, change: OperatorChange) {
  const before = await operatorRow(ctx, id);
  if (before.towingCompany !== null) throw new HttpError(409, "CONFLICT");
  if (id === admin.id && change.platformAdmin === false) throw new HttpError(409, "CANNOT_REMOVE_OWN_ADMIN");
  await inTransaction(ctx.db, async (tx) => {
    if (change.platformAdmin !== undefined) {
      await tx
        .update(operatorUsers)
        .set({ platformAdmin: change.platformAdmin, updatedAt: ctx.now() })
        .where(eq(operatorUsers.id, id));
    }
    if (change.memberships !== undefined) {
      const wanted = change.memberships;
      const known = await tx.select({ id: services.id }).from(services);
      if (wanted.some((m) => !known.some((s) => s.id === m.serviceId))) throw new HttpError(404, "SERVICE_NOT_FOUND");
      await tx.delete(operatorMemberships).where(eq(operatorMemberships.userId, id));
      if (wanted.length) {
        await tx
          .insert(operatorMemberships)
          .values(wanted.map((m) => ({ userId: id, serviceId: m.serviceId, role: m.role })));
      }
    }
  });
  ctx.operatorAuth.accessChanges.emit("changed", id);
  const after = await operatorRow(ctx, id);
  await recordAudit(
    ctx.db,
    {
      operator: admin,
      action: "operator.change",
      serviceId: null,
      targetType: "operator",
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    },
    ctx.now(),
  );
  return after;
}

/**
 * Disables an operator (their sessions end at once, and they cannot sign in: operator-auth.ts refuses a
 * session to a disabled account) or enables them again. An administrator cannot disable themselves.
 */
export async function setOperatorDisabled(ctx: AppContext, admin: Admin, id: string, disabled: boolean) {
  if (disabled && id === admin.id) throw new HttpError(409, "CANNOT_DISABLE_SELF");
  const before = await operatorRow(ctx, id);
  await inTransaction(ctx.db, async (tx) => {
    await tx
      .update(operatorUsers)
      .set({ disabledAt: disabled ? ctx.now() : null, updatedAt: ctx.now() })
      .where(eq(operatorUsers.id, id));
    if (disabled) await tx.delete(operatorSessions).where(eq(operatorSessions.userId, id));
  });
  ctx.operatorAuth.accessChanges.emit("changed", id);
  const after = await operatorRow(ctx, id);
  await recordAudit(
    ctx.db,
    {
      operator: admin,
      action: disabled ? "operator.disable" : "operator.enable",
      serviceId: null,
      targetType: "operator",
      targetId: id,
      before: { disabled: before.disabled },
      after: { disabled: after.disabled },
    },
    ctx.now(),
  );
  return after;
}
