import { sql } from "drizzle-orm";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { services } from "../../db/schema/services.ts";
import { createTestDb, type TestDbKind } from "../../db/test-db.ts";
import { queryRows, type Db } from "../../db/connect.ts";
import { dispatchDdl } from "./dispatch-ddl.ts";
import type { DispatchSettings } from "../../config.ts";
import { createStraightLineRouting } from "../../providers/routing/straight-line-routing.ts";
import { createDispatchRuntime } from "./dispatch-runtime.ts";
import { hashDriverToken, newDriverToken } from "../drivers/public.ts";

/** A migrated test database that also has the dispatch tables, whether or not their migration exists yet. */
export async function createDispatchTestDb(kind: TestDbKind = "pglite") {
  const database = await createTestDb(kind);
  const [exists] = await queryRows<{ present: boolean }>(
    database.db,
    sql`SELECT to_regclass('public.dispatch_jobs') IS NOT NULL AS present`,
  );
  if (!exists.present) {
    for (const statement of await dispatchDdl()) await database.db.execute(sql.raw(statement));
  }
  return database;
}

export const testSettings = (overrides: Partial<DispatchSettings> = {}): DispatchSettings => ({
  timeoutSeconds: 120,
  waveSize: 3,
  waveIntervalSeconds: 15,
  radiiMeters: [5_000, 20_000, 50_000],
  workerIntervalMs: 50,
  positionStaleMinutes: 30,
  ...overrides,
});

/** A dispatch runtime of its own (no app): test settings, straight-line ETAs, in-process events. */
export function testRuntime(db: Db, options: { now?: () => Date } = {}) {
  return createDispatchRuntime(db, {
    settings: testSettings(),
    routing: createStraightLineRouting({ detourFactor: 1.3, speedKmh: 50 }),
    now: options.now,
  });
}

export const TALLINN = { latitude: 59.437, longitude: 24.7536 };

/** Points `meters` north of a place: an easy way to line drivers up by distance. */
export function northOf(at: { latitude: number; longitude: number }, meters: number) {
  return { latitude: at.latitude + meters / 111_195, longitude: at.longitude };
}

let serial = 0;

/** A submitted-looking assistance request (status DRAFT until startDispatch) at a location. */
export async function insertRequest(db: Db, at: { latitude: number; longitude: number } = TALLINN) {
  serial++;
  const [service] = await db
    .insert(services)
    .values({
      externalId: `svc-${process.pid}-${serial}`,
      name: `Dispatch test ${process.pid}-${serial}`,
      linkName: `dispatch-${process.pid}-${serial}`,
    })
    .returning({ id: services.id });
  const [request] = await db
    .insert(assistanceRequests)
    .values({
      externalId: `AR-${process.pid}-${serial}`,
      serviceId: service.id,
      incidentType: "FLAT_TIRES",
      ...at,
      address: "Test street 1",
    })
    .returning({ id: assistanceRequests.id });
  return request.id;
}

export async function insertDriver(
  db: Db,
  at: { latitude: number; longitude: number },
  fields: { available?: boolean; fullName?: string } = {},
) {
  const token = newDriverToken();
  const [row] = await db
    .insert(drivers)
    .values({
      fullName: fields.fullName ?? `Driver ${++serial}`,
      phoneNumber: "+3725550000",
      company: "Test Towing",
      companyId: "TT-1",
      ...at,
      available: fields.available ?? true,
      tokenHash: hashDriverToken(token),
    })
    .returning({ id: drivers.id });
  return { id: row.id, token };
}
