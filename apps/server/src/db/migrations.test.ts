import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "./connect.ts";
import { services } from "./schema/services.ts";
import { createTestDb, TEST_DB_KINDS } from "./test-db.ts";

describe.each(TEST_DB_KINDS)("migrations on %s", (kind) => {
  it("create every table and can be applied twice without harm", async () => {
    const database = await createTestDb(kind);
    try {
      await database.migrate();
      const rows = await queryRows<{ table_name: string }>(
        database.db,
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      const tables = rows.map((r) => r.table_name);
      for (const table of [
        "services",
        "assistance_requests",
        "claims",
        "other_parties",
        "damage_templates",
        "damage_areas",
        "files",
        "vehicles",
        "insurance_policies",
        "workshops",
        "cases",
        "case_progress_steps",
        "feedback",
        "links",
        "sms_outbox",
        "email_outbox",
      ]) {
        expect(tables).toContain(table);
      }
    } finally {
      await database.close();
    }
  });

  it("stores and reads back a row with bytes, defaults and timestamps", async () => {
    const database = await createTestDb(kind);
    try {
      const logo = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
      const [row] = await database.db
        .insert(services)
        .values({ externalId: "svc-1", name: "Acme", linkName: "acme", logo, logoMime: "image/png" })
        .returning();
      expect(row.themeColor).toBe("#d32f2f");
      expect(row.countryCode).toBe("EE");
      expect(row.createdAt).toBeInstanceOf(Date);
      expect(Buffer.compare(row.logo!, logo)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
