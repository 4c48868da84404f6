import { and, desc, eq, gte, ilike, inArray, lt, type SQL } from "drizzle-orm";
import type { AuditEntry, AuditQuery } from "@hitch/contract/console/audit";
import type { Db } from "../../db/connect.ts";
import { operatorAuditLog } from "../../db/schema/operators.ts";

export interface AuditRecord {
  /** Who made the change: a console operator, the operator API's caller (no account: `id` null, named in
   * `email`), or the command line (`cli:<user>`). */
  operator: { id: string | null; email: string };
  action: string;
  serviceId: number | null;
  /** The towing company of the driver changed, so the record belongs to that company too. */
  towingCompanyId?: number | null;
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
}

/** Writes one entry; call it in the transaction of the change it records, so both commit or neither. */
export async function recordAudit(tx: Db, record: AuditRecord, at: Date) {
  await tx.insert(operatorAuditLog).values({
    at,
    operatorId: record.operator.id,
    operatorEmail: record.operator.email,
    action: record.action,
    serviceId: record.serviceId,
    towingCompanyId: record.towingCompanyId ?? null,
    targetType: record.targetType,
    targetId: String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page (newest first) of the entries matching the filters. `serviceIds` narrows to the operator's services (null:
 * every entry, for a platform administrator); entries of no service are then the administrator's alone.
 */
export async function listAudit(db: Db, query: AuditQuery, serviceIds: number[] | null): Promise<AuditEntry[]> {
  const filters: (SQL | undefined)[] = [
    serviceIds === null ? undefined : inArray(operatorAuditLog.serviceId, serviceIds.length ? serviceIds : [-1]),
    query.serviceId === undefined ? undefined : eq(operatorAuditLog.serviceId, query.serviceId),
    query.operator ? ilike(operatorAuditLog.operatorEmail, `%${escapeLike(query.operator)}%`) : undefined,
    query.action ? eq(operatorAuditLog.action, query.action) : undefined,
    query.targetType ? eq(operatorAuditLog.targetType, query.targetType) : undefined,
    query.since ? gte(operatorAuditLog.at, new Date(query.since)) : undefined,
    query.until ? lt(operatorAuditLog.at, new Date(query.until)) : undefined,
  ];
  const rows = await db
    .select()
    .from(operatorAuditLog)
    .where(and(...filters))
    .orderBy(desc(operatorAuditLog.at), desc(operatorAuditLog.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    operatorEmail: r.operatorEmail,
    action: r.action,
    serviceId: r.serviceId,
    towingCompanyId: r.towingCompanyId,
    targetType: r.targetType,
    targetId: r.targetId,
    before: r.before,
    after: r.after,
  }));
}
