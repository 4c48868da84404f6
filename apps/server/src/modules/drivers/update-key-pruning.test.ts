import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";
import { driverUpdateKeys } from "../../db/schema/driver-sessions.ts";
import { createTestDb, TEST_DB_KINDS, type TestDatabase } from "../../db/test-db.ts";
import { insertDriver, TALLINN } from "../dispatch/test-support.ts";
import { onceForDriver, pruneDriverUpdateKeys } from "./idempotency.ts";

const HOUR = 3_600_000;

describe.each(TEST_DB_KINDS)("pruning the driver app's idempotency keys on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDb(kind);
  });
  afterAll(() => database?.release());

  it("forgets keys past the retention period and keeps the recent ones answering as replays", async () => {
    const { db } = database;
    const driver = await insertDriver(db, TALLINN);
    const now = new Date();
    await db.insert(driverUpdateKeys).values([
      { driverId: driver.id, idempotencyKey: "old-key-0001", createdAt: new Date(now.getTime() - 200 * HOUR) },
      { driverId: driver.id, idempotencyKey: "new-key-0001", createdAt: new Date(now.getTime() - 1 * HOUR) },
    ]);

    expect(await pruneDriverUpdateKeys(db, new Date(now.getTime() - 168 * HOUR))).toBe(1);

    let applied = 0;
    const work = async () => ++applied;
    // The recent key is still known: the queued update is not applied twice.
    expect(await onceForDriver(db, driver.id, "new-key-0001", work)).toEqual({ replayed: true });
    // The pruned one is forgotten: sent again now, it counts as new.
    expect(await onceForDriver(db, driver.id, "old-key-0001", work)).toEqual({ replayed: false, result: 1 });
    expect(await pruneDriverUpdateKeys(db, new Date(now.getTime() - 168 * HOUR))).toBe(0);
  });
});

describe("DRIVER_UPDATE_KEY_RETENTION_HOURS", () => {
  it("defaults to a week and refuses a value that is not a positive whole number", () => {
    expect(loadConfig({ DATA_DIR: "/tmp/hitch-config-retention" }).driverUpdateKeyRetentionHours).toBe(168);
    expect(
      loadConfig({ DATA_DIR: "/tmp/hitch-config-retention", DRIVER_UPDATE_KEY_RETENTION_HOURS: "24" })
        .driverUpdateKeyRetentionHours,
    ).toBe(24);
    expect(() =>
      loadConfig({ DATA_DIR: "/tmp/hitch-config-retention", DRIVER_UPDATE_KEY_RETENTION_HOURS: "0" }),
    ).toThrow(ConfigError);
  });
});
