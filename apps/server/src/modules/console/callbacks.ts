import { and, asc, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { ConsoleCallback } from "@hitch/contract/console/callbacks";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { operatorCallbacks } from "../../db/schema/dispatch.ts";
import { services } from "../../db/schema/services.ts";
import { inTransaction } from "../../db/transaction.ts";
import { markCallbackHandled } from "../dispatch/public.ts";
import { recordAudit } from "./audit.ts";

const query = (db: Db) =>
  db
    .select({ callback: operatorCallbacks, request: assistanceRequests, serviceName: services.name })
    .from(operatorCallbacks)
    .innerJoin(assistanceRequests, eq(assistanceRequests.id, operatorCallbacks.assistanceRequestId))
    .innerJoin(services, eq(services.id, assistanceRequests.serviceId));

type Row = Awaited<ReturnType<typeof query>>[number];

function view({ callback, request, serviceName }: Row): ConsoleCallback {
  const phone = request.contactPhone ? `${request.contactPhonePrefix ?? ""}${request.contactPhone}` : request.smsPhone;
  return {
    id: callback.id,
    requestId: request.id,
    externalId: request.externalId,
    serviceName,
    createdAt: callback.createdAt.toISOString(),
    contactName: request.contactName,
    contactPhone: phone,
    handledAt: callback.handledAt?.toISOString() ?? null,
    handledBy: callback.handledBy,
    note: callback.handledNote,
    closedReason: callback.closedReason as ConsoleCallback["closedReason"],
  };
}

const inScope = (serviceIds: number[] | null) =>
  serviceIds === null ? undefined : inArray(assistanceRequests.serviceId, serviceIds.length ? serviceIds : [-1]);

/** Open call-backs oldest first (the longest wait is called first); handled ones newest first. */
export async function listConsoleCallbacks(db: Db, state: "open" | "handled", serviceIds: number[] | null) {
  const open = state === "open";
  const rows = await query(db)
    .where(
      and(open ? isNull(operatorCallbacks.handledAt) : isNotNull(operatorCallbacks.handledAt), inScope(serviceIds)),
    )
    .orderBy(open ? asc(operatorCallbacks.createdAt) : desc(operatorCallbacks.handledAt))
    .limit(500);
  return rows.map(view);
}

/** The service of a call-back's request, for the scope check (null: no such call-back). */
export async function serviceOfCallback(db: Db, id: number): Promise<number | null> {
  const [row] = await query(db).where(eq(operatorCallbacks.id, id));
  return row?.request.serviceId ?? null;
}

/** Marks a call-back handled by the signed-in operator, and records it in the audit log in the same transaction. */
export async function handleCallback(
  db: Db,
  id: number,
  operator: { id: string; email: string; name: string },
  note: string,
  now: Date,
) {
  return inTransaction(db, async (tx) => {
    const [row] = await query(tx).where(eq(operatorCallbacks.id, id));
    const before = view(row);
    await markCallbackHandled(tx, id, { handledBy: operator.name, note }, now);
    const [updated] = await query(tx).where(eq(operatorCallbacks.id, id));
    const after = view(updated);
    const audit = { operator, action: "callback.handle", serviceId: row.request.serviceId, targetType: "callback" };
    await recordAudit(tx, { ...audit, targetId: id, before, after }, now);
    return after;
  });
}
