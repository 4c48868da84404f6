import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { links, type LinkKind } from "../../db/schema/links.ts";
import { hashLinkCode, newLinkCode } from "./link-codes.ts";

/** Stores a new link and returns its code; the code itself is never written anywhere. */
export async function insertLink(db: Db, kind: LinkKind, targetId: number, expiresAt: Date): Promise<string> {
  const code = newLinkCode();
  await db.insert(links).values({ codeHash: hashLinkCode(code), kind, targetId, expiresAt });
  return code;
}

export async function findLinkByCode(db: Db, kind: LinkKind, code: string) {
  const [row] = await db
    .select()
    .from(links)
    .where(and(eq(links.codeHash, hashLinkCode(code)), eq(links.kind, kind)))
    .limit(1);
  return row ?? null;
}
