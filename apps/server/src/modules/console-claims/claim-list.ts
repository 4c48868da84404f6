import {
  CONSOLE_CLAIMS_PAGE_SIZE,
  type ConsoleClaimList,
  type ConsoleClaimListQuery,
} from "@hitch/contract/console/claims";
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { claims } from "../../db/schema/claims.ts";
import { services } from "../../db/schema/services.ts";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * One page of claims, newest first. `serviceIds` narrows to the operator's services (null: every
 * service, for a platform administrator). A plate is matched without its spaces and dashes, as stored.
 */
export async function listConsoleClaims(
  db: Db,
  query: ConsoleClaimListQuery,
  serviceIds: number[] | null,
): Promise<ConsoleClaimList> {
  const text = query.q ? `%${escapeLike(query.q)}%` : null;
  const plate = query.q ? `%${escapeLike(query.q.toUpperCase().replace(/[^A-Z0-9]/g, ""))}%` : null;
  const where = and(
    ...([
      serviceIds === null ? undefined : inArray(claims.serviceId, serviceIds.length ? serviceIds : [-1]),
      query.serviceId === undefined ? undefined : eq(claims.serviceId, query.serviceId),
      query.state === "SUBMITTED" ? isNotNull(claims.submittedAt) : undefined,
      query.state === "DRAFT" ? isNull(claims.submittedAt) : undefined,
      query.incidentType ? eq(claims.incidentType, query.incidentType) : undefined,
      query.from ? gte(claims.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
      query.to ? lt(claims.createdAt, dayAfter(query.to)) : undefined,
      text && plate
        ? or(
            ilike(claims.externalId, text),
            ilike(claims.notifierName, text),
            plate !== "%%" ? ilike(claims.licensePlate, plate) : undefined,
          )
        : undefined,
    ] satisfies (SQL | undefined)[]),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ claim: claims, serviceName: services.name })
      .from(claims)
      .innerJoin(services, eq(services.id, claims.serviceId))
      .where(where)
      .orderBy(desc(claims.createdAt), desc(claims.id))
      .limit(CONSOLE_CLAIMS_PAGE_SIZE)
      .offset((query.page - 1) * CONSOLE_CLAIMS_PAGE_SIZE),
    db.select({ total: count() }).from(claims).where(where),
  ]);
  return {
    claims: rows.map(({ claim, serviceName }) => ({
      id: claim.id,
      externalId: claim.externalId,
      serviceId: claim.serviceId,
      serviceName,
      status: claim.submittedAt ? "SUBMITTED" : "DRAFT",
      incidentType: claim.incidentType,
      licensePlate: claim.licensePlate,
      notifierName: claim.notifierName,
      createdAt: claim.createdAt.toISOString(),
      submittedAt: claim.submittedAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    pageSize: CONSOLE_CLAIMS_PAGE_SIZE,
  };
}

/** The service a claim belongs to, or null when there is no such claim. */
export async function serviceOfConsoleClaim(db: Db, claimId: number): Promise<number | null> {
  const [row] = await db.select({ serviceId: claims.serviceId }).from(claims).where(eq(claims.id, claimId));
  return row?.serviceId ?? null;
}
