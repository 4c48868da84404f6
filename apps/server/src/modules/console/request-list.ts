import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { REQUEST_LIST_PAGE_SIZE, type RequestList, type RequestListQuery } from "@hitch/contract/console/request-list";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments, dispatchOffers } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { services } from "../../db/schema/services.ts";

/** Whose requests a list may show: some services (null: all), or a towing company's jobs. */
type RequestScope = { serviceIds: number[] | null; towingCompanyId: number | null };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
const digitsOf = (column: SQL) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/** A towing company's jobs: requests one of its drivers was offered, or held, at any time. */
const ofCompany = (companyId: number) =>
  or(
    inArray(
      assistanceRequests.id,
      sql`(SELECT ${dispatchAssignments.assistanceRequestId} FROM ${dispatchAssignments}
        JOIN ${drivers} ON ${drivers.id} = ${dispatchAssignments.driverId} WHERE ${drivers.towingCompanyId} = ${companyId})`,
    ),
    inArray(
      assistanceRequests.id,
      sql`(SELECT ${dispatchOffers.assistanceRequestId} FROM ${dispatchOffers}
        JOIN ${drivers} ON ${drivers.id} = ${dispatchOffers.driverId} WHERE ${drivers.towingCompanyId} = ${companyId})`,
    ),
  );

function scopeCondition({ serviceIds, towingCompanyId }: RequestScope): SQL | undefined {
  if (towingCompanyId !== null) return ofCompany(towingCompanyId);
  if (serviceIds === null) return undefined;
  return inArray(assistanceRequests.serviceId, serviceIds.length ? serviceIds : [-1]);
}

/** What `q` finds: the reference, the phone's digits (either number the request holds) or the plate. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const text = `%${escapeLike(q)}%`;
  const plate = q.toUpperCase().replace(/[^A-Z0-9]/g, "");
  const digits = q.replace(/[^0-9]/g, "");
  const phone = sql`${digitsOf(sql`${assistanceRequests.contactPhonePrefix} || ${assistanceRequests.contactPhone}`)}`;
  return or(
    ilike(assistanceRequests.externalId, text),
    plate
      ? sql`upper(regexp_replace(coalesce(${assistanceRequests.licensePlate}, ''), '[^A-Za-z0-9]', '', 'g')) LIKE ${`%${plate}%`}`
      : undefined,
    digits.length >= 4 ? sql`${phone} LIKE ${`%${digits}%`}` : undefined,
    digits.length >= 4 ? sql`${digitsOf(sql`${assistanceRequests.smsPhone}`)} LIKE ${`%${digits}%`}` : undefined,
    digits.length >= 4 ? sql`${digitsOf(sql`${assistanceRequests.contactPhone}`)} LIKE ${`%${digits}%`}` : undefined,
  );
}

/** The driver on each request now, else the one who had it last (a finished job's). */
async function lastDrivers(db: Db, requestIds: number[]) {
  if (requestIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ requestId: dispatchAssignments.assistanceRequestId, name: drivers.fullName })
    .from(dispatchAssignments)
    .innerJoin(drivers, eq(drivers.id, dispatchAssignments.driverId))
    .where(inArray(dispatchAssignments.assistanceRequestId, requestIds))
    .orderBy(dispatchAssignments.assignedAt, dispatchAssignments.id);
  return new Map(rows.map((r) => [r.requestId, r.name]));
}

/** One page of submitted requests in every state, newest first, within the operator's scope. */
export async function listRequests(db: Db, query: RequestListQuery, scope: RequestScope): Promise<RequestList> {
  const where = and(
    ...([
      isNotNull(assistanceRequests.submitTime),
      ne(assistanceRequests.status, "DRAFT"),
      scopeCondition(scope),
      query.serviceId === undefined ? undefined : eq(assistanceRequests.serviceId, query.serviceId),
      query.status ? eq(assistanceRequests.status, query.status) : undefined,
      query.from ? gte(assistanceRequests.submitTime, new Date(`${query.from}T00:00:00Z`)) : undefined,
      query.to ? lt(assistanceRequests.submitTime, dayAfter(query.to)) : undefined,
      searchCondition(query.q),
    ] satisfies (SQL | undefined)[]),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ request: assistanceRequests, serviceName: services.name })
      .from(assistanceRequests)
      .innerJoin(services, eq(services.id, assistanceRequests.serviceId))
      .where(where)
      .orderBy(desc(assistanceRequests.submitTime), desc(assistanceRequests.id))
      .limit(REQUEST_LIST_PAGE_SIZE)
      .offset((query.page - 1) * REQUEST_LIST_PAGE_SIZE),
    db.select({ total: count() }).from(assistanceRequests).where(where),
  ]);
  const driverOf = await lastDrivers(
    db,
    rows.map((r) => r.request.id),
  );
  return {
    requests: rows.map(({ request, serviceName }) => ({
      id: request.id,
      externalId: request.externalId,
      serviceId: request.serviceId,
      serviceName,
      status: request.status,
      incidentType: request.incidentType,
      submittedAt: request.submitTime?.toISOString() ?? null,
      contactName: request.contactName,
      contactPhone: request.contactPhone
        ? `${request.contactPhonePrefix ?? ""}${request.contactPhone}`
        : request.smsPhone,
      licensePlate: request.licensePlate,
      driverName: driverOf.get(request.id) ?? null,
    })),
    total,
    page: query.page,
    pageSize: REQUEST_LIST_PAGE_SIZE,
  };
}

/** Whether a towing company's drivers were ever offered or held the request (a dispatcher may open it). */
export async function isCompanyRequest(db: Db, companyId: number, requestId: number) {
  const [row] = await db
    .select({ id: assistanceRequests.id })
    .from(assistanceRequests)
    .where(and(eq(assistanceRequests.id, requestId), ofCompany(companyId)));
  return row !== undefined;
}
