import type { ConsoleCase, ConsoleCaseListQuery } from "@hitch/contract/console/cases";
import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { cases } from "../../db/schema/cases.ts";
import { claims } from "../../db/schema/claims.ts";
import { adminCaseView } from "../cases/public.ts";

/** Each row is read as the customer sees it (several queries a case): a list shows the newest hundred. */
const LIST_LIMIT = 100;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The cases of the operator's services (null: all), newest first, found by plate or reference. */
export async function listConsoleCases(
  db: Db,
  query: ConsoleCaseListQuery,
  serviceIds: number[] | null,
): Promise<ConsoleCase[]> {
  const text = query.q ? `%${escapeLike(query.q)}%` : null;
  const plate = query.q ? query.q.toUpperCase().replace(/[^A-Z0-9]/g, "") : "";
  const filters: (SQL | undefined)[] = [
    serviceIds === null ? undefined : inArray(cases.serviceId, serviceIds.length ? serviceIds : [-1]),
    query.serviceId === undefined ? undefined : eq(cases.serviceId, query.serviceId),
    query.status === "OPEN" ? isNull(cases.closedAt) : undefined,
    query.status === "CLOSED" ? isNotNull(cases.closedAt) : undefined,
    text
      ? or(
          ilike(claims.externalId, text),
          ilike(assistanceRequests.externalId, text),
          plate ? ilike(cases.licensePlate, `%${escapeLike(plate)}%`) : undefined,
        )
      : undefined,
  ];
  const rows = await db
    .select({ row: cases })
    .from(cases)
    .leftJoin(claims, eq(claims.id, cases.claimId))
    .leftJoin(assistanceRequests, eq(assistanceRequests.id, cases.assistanceRequestId))
    .where(and(...filters))
    .orderBy(desc(cases.id))
    .limit(LIST_LIMIT);
  return Promise.all(rows.map(async ({ row }) => ({ ...(await adminCaseView(db, row)), serviceId: row.serviceId })));
}
