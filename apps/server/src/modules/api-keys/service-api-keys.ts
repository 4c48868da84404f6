import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { CreatedApiKey, ServiceApiKey } from "@hitch/contract/console/api-keys";
import type { Db } from "../../db/connect.ts";
import { serviceApiKeys } from "../../db/schema/service-api-keys.ts";
import { inTransaction } from "../../db/transaction.ts";
import { notFound } from "../../http/http-error.ts";
import { recordAudit } from "../console/public.ts";

/** Every service key starts so: a leaked key is recognisable (secret scanners, logs), and never a platform key. */
export const SERVICE_KEY_PREFIX = "hitch_sk_";
// How stale last_used_at may be: a busy integration then writes once a minute, not once a request.
const LAST_USED_RESOLUTION_MS = 60_000;

// A key carries 256 random bits, so one SHA-256 suffices (no slow hash needed: nothing to guess).
const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

type Row = typeof serviceApiKeys.$inferSelect;
const viewOf = (row: Row): ServiceApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.keyPrefix,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

type Operator = { id: string; email: string };

/** Makes a key for the service; the answer is the only place the key itself ever appears. */
export async function createServiceApiKey(
  db: Db,
  serviceId: number,
  name: string,
  operator: Operator,
  now: Date,
): Promise<CreatedApiKey> {
  const key = `${SERVICE_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const values = { serviceId, name, keyPrefix: key.slice(0, SERVICE_KEY_PREFIX.length + 6), keyHash: hashOf(key) };
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(serviceApiKeys)
      .values({ ...values, createdAt: now, createdBy: operator.email })
      .returning();
    const view = viewOf(row);
    await recordAudit(
      tx,
      {
        operator,
        action: "api-key.create",
        serviceId,
        targetType: "api-key",
        targetId: view.id,
        before: null,
        after: view,
      },
      now,
    );
    return { ...view, key };
  });
}

/** The service's keys, newest first, revoked ones included. */
export async function listServiceApiKeys(db: Db, serviceId: number): Promise<ServiceApiKey[]> {
  const rows = await db
    .select()
    .from(serviceApiKeys)
    .where(eq(serviceApiKeys.serviceId, serviceId))
    .orderBy(desc(serviceApiKeys.createdAt), desc(serviceApiKeys.id));
  return rows.map(viewOf);
}

/** Revokes one of the service's keys at once (404 for another service's key; revoking twice keeps the first time). */
export async function revokeServiceApiKey(
  db: Db,
  serviceId: number,
  keyId: number,
  operator: Operator,
  now: Date,
): Promise<ServiceApiKey> {
  return inTransaction(db, async (tx) => {
    const mine = and(eq(serviceApiKeys.id, keyId), eq(serviceApiKeys.serviceId, serviceId));
    const [before] = await tx.select().from(serviceApiKeys).where(mine).for("update");
    if (!before) throw notFound();
    if (before.revokedAt) return viewOf(before);
    const [after] = await tx.update(serviceApiKeys).set({ revokedAt: now }).where(mine).returning();
    await recordAudit(
      tx,
      {
        operator,
        action: "api-key.revoke",
        serviceId,
        targetType: "api-key",
        targetId: keyId,
        before: viewOf(before),
        after: viewOf(after),
      },
      now,
    );
    return viewOf(after);
  });
}

/** The service a live (unrevoked) key belongs to, or null; notes when it was last used. */
export async function serviceOfApiKey(db: Db, key: string, now: Date): Promise<number | null> {
  if (!key.startsWith(SERVICE_KEY_PREFIX)) return null;
  const hash = hashOf(key);
  const [row] = await db
    .select({ id: serviceApiKeys.id, serviceId: serviceApiKeys.serviceId })
    .from(serviceApiKeys)
    .where(and(eq(serviceApiKeys.keyHash, hash), isNull(serviceApiKeys.revokedAt)));
  if (!row) return null;
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  await db
    .update(serviceApiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(eq(serviceApiKeys.id, row.id), or(isNull(serviceApiKeys.lastUsedAt), lt(serviceApiKeys.lastUsedAt, stale))),
    );
  return row.serviceId;
}
