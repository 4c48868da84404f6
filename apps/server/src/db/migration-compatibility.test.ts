import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "./connect.ts";

/**
 * During a rolling upgrade the previous release runs on the new schema, so a migration only adds
 * (tables, nullable or defaulted columns, indexes). What the previous release reads or writes changes
 * in two steps: a release stops using it (or fills a new column itself), and the release after it drops,
 * renames or tightens it in a migration that says so with a line `-- contract: <what stopped using it, in
 * which release>`. (README, "Upgrades and rolling back".)
 */
const BREAKS_PREVIOUS_RELEASE: { rule: string; pattern: RegExp }[] = [
  { rule: "drops a column or table", pattern: /\bDROP\s+(COLUMN|TABLE)\b/i },
  { rule: "renames", pattern: /\bRENAME\s+(COLUMN|TO)\b/i },
  { rule: "changes a column's type", pattern: /\bALTER\s+COLUMN\s+"?\w+"?\s+(SET\s+DATA\s+)?TYPE\b/i },
  // The previous release may still write NULL there.
  { rule: "makes a column NOT NULL", pattern: /\bALTER\s+COLUMN\s+"?\w+"?\s+SET\s+NOT\s+NULL\b/i },
  // The previous release may still insert rows without it.
  { rule: "drops a default", pattern: /\bALTER\s+COLUMN\s+"?\w+"?\s+DROP\s+DEFAULT\b/i },
];

/** `ALTER TABLE "t" ADD COLUMN ... NOT NULL` with no DEFAULT: the previous release's inserts into "t" fail. */
const ADDED_REQUIRED_COLUMN =
  /\bALTER\s+TABLE\s+(?:ONLY\s+)?"?(\w+)"?\s+ADD\s+COLUMN\b(?![^;]*\bDEFAULT\b)[^;]*\bNOT\s+NULL\b/i;
const CREATED_TABLE = /\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)"?/gi;

/** What in a migration's SQL the previous release could not run on, each as "rule: statement". */
function breakingStatements(text: string): string[] {
  // A table this migration creates is new to the previous release too: it never touches it.
  const created = new Set([...text.matchAll(CREATED_TABLE)].map((match) => match[1]));
  // Comments first (drizzle's breakpoint marker is one): a `;` in a comment ends no statement.
  const statements = text
    .replace(/--.*$/gm, "")
    .split(";")
    .map((statement) => statement.trim())
    .filter(Boolean);
  const found: string[] = [];
  for (const statement of statements) {
    for (const { rule, pattern } of BREAKS_PREVIOUS_RELEASE)
      if (pattern.test(statement)) found.push(`${rule}: ${statement}`);
    const required = ADDED_REQUIRED_COLUMN.exec(statement);
    if (required && !created.has(required[1])) found.push(`adds a NOT NULL column without a default: ${statement}`);
  }
  return found;
}

/** Migrations released before this rule was written down (0007 dropped columns nothing read any more). */
const BEFORE_THE_RULE = 7;

describe("migrations", () => {
  it("keep the previous release working, unless marked as the contract step", () => {
    const breaking = readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith(".sql") && Number(file.slice(0, 4)) > BEFORE_THE_RULE)
      .flatMap((file) => {
        const text = readFileSync(join(MIGRATIONS_DIR, file), "utf8");
        if (/^--\s*contract:/m.test(text)) return [];
        return breakingStatements(text).map((what) => `${file}: ${what}`);
      });
    expect(breaking).toEqual([]);
  });

  it("recognise a drop, a rename, a type change, a new NOT NULL and a dropped default", () => {
    const caught = (statement: string) => breakingStatements(statement).length > 0;
    expect(caught(`ALTER TABLE "claims" DROP COLUMN "uuid";`)).toBe(true);
    expect(caught(`DROP TABLE "claims";`)).toBe(true);
    expect(caught(`ALTER TABLE "claims" RENAME COLUMN "a" TO "b";`)).toBe(true);
    expect(caught(`ALTER TABLE "claims" RENAME TO "cases";`)).toBe(true);
    expect(caught(`ALTER TABLE "claims" ALTER COLUMN "year" SET DATA TYPE text;`)).toBe(true);
    expect(caught(`ALTER TABLE "feedback" ALTER COLUMN "uuid_hash" SET NOT NULL;`)).toBe(true);
    expect(caught(`ALTER TABLE "claims" ALTER COLUMN "status" DROP DEFAULT;`)).toBe(true);
    expect(caught(`ALTER TABLE "claims" ADD COLUMN "note" text NOT NULL;`)).toBe(true);
    expect(
      caught(
        `ALTER TABLE "claims" ADD COLUMN "note" text NOT NULL;--> statement-breakpoint\nCREATE TABLE "x" ("id" serial);`,
      ),
    ).toBe(true);
  });

  it("let through what only adds", () => {
    const caught = (statement: string) => breakingStatements(statement).length > 0;
    expect(caught(`ALTER TABLE "claims" ADD COLUMN "note" text;`)).toBe(false);
    expect(caught(`ALTER TABLE "email_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;`)).toBe(false);
    expect(caught(`CREATE TABLE "towing_companies" ("id" serial PRIMARY KEY NOT NULL, "name" text NOT NULL);`)).toBe(
      false,
    );
    // A column added to a table the same migration creates: no previous release knows that table.
    expect(
      caught(
        `CREATE TABLE "trucks" ("id" serial PRIMARY KEY NOT NULL);--> statement-breakpoint\nALTER TABLE "trucks" ADD COLUMN "plate" text NOT NULL;`,
      ),
    ).toBe(false);
    expect(caught(`ALTER TABLE "claims" ALTER COLUMN "status" SET DEFAULT 'NEW';`)).toBe(false);
    expect(caught(`CREATE INDEX "claims_service_idx" ON "claims" USING btree ("service_id");`)).toBe(false);
  });
});
