import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { newExternalId } from "../../db/external-id.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { files } from "../../db/schema/files.ts";

export type AssistanceRequestRow = typeof assistanceRequests.$inferSelect;
export type NewAssistanceRequestRow = Omit<typeof assistanceRequests.$inferInsert, "externalId">;

export async function insertAssistanceRequest(db: Db, values: NewAssistanceRequestRow): Promise<AssistanceRequestRow> {
  const [row] = await db
    .insert(assistanceRequests)
    .values({ ...values, externalId: newExternalId("AR") })
    .returning();
  return row;
}

export async function findAssistanceRequest(db: Db, id: number): Promise<AssistanceRequestRow | null> {
  const [row] = await db.select().from(assistanceRequests).where(eq(assistanceRequests.id, id)).limit(1);
  return row ?? null;
}

export async function updateAssistanceRequest(db: Db, id: number, values: Partial<NewAssistanceRequestRow>) {
  const [row] = await db
    .update(assistanceRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assistanceRequests.id, id))
    .returning();
  return row ?? null;
}

export async function listAssistanceFiles(db: Db, assistanceRequestId: number) {
  return db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(and(eq(files.assistanceRequestId, assistanceRequestId), isNull(files.deletedAt)))
    .orderBy(asc(files.id));
}
