import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "./connect.ts";

/**
 * During a rolling upgrade the previous release runs on the new schema, so a migration only adds
 * (tables, nullable or defaulted columns, indexes). Dropping or renaming what the previous release
 * reads waits for the release after the code stopped using it, and says so in the file with a line
 * `-- contract: <what stopped using it, in which release>`.
 */
const BREAKS_PREVIOUS_RELEASE = [
  /\bDROP\s+(COLUMN|TABLE)\b/i,
  /\bRENAME\s+(COLUMN|TO)\b/i,
  /\bALTER\s+COLUMN\s+"?\w+"?\s+(SET\s+DATA\s+)?TYPE\b/i,
];
/** Migrations released before this rule was written down (0007 dropped columns nothing read any more). */
const BEFORE_THE_RULE = 7;

describe("migrations", () => {
  it("never drop or rename what the previous release reads, unless marked as the contract step", () => {
    const breaking = readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith(".sql") && Number(file.slice(0, 4)) > BEFORE_THE_RULE)
      .filter((file) => {
        const text = readFileSync(join(MIGRATIONS_DIR, file), "utf8");
        return !/^--\s*contract:/m.test(text) && BREAKS_PREVIOUS_RELEASE.some((pattern) => pattern.test(text));
      });
    expect(breaking).toEqual([]);
  });

  it("recognise a drop, a rename and a type change", () => {
    const caught = (statement: string) => BREAKS_PREVIOUS_RELEASE.some((pattern) => pattern.test(statement));
    expect(caught(`ALTER TABLE "claims" DROP COLUMN "uuid";`)).toBe(true);
    expect(caught(`ALTER TABLE "claims" RENAME COLUMN "a" TO "b";`)).toBe(true);
    expect(caught(`ALTER TABLE "claims" ALTER COLUMN "year" SET DATA TYPE text;`)).toBe(true);
    expect(caught(`ALTER TABLE "claims" ADD COLUMN "note" text;`)).toBe(false);
  });
});
