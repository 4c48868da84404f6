import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  agreementSchema,
  descriptionSchema,
  requiredAnswerSchema,
  requiredTextSchema,
  starsSchema,
} from "./validation.ts";
import { VALIDATION_MESSAGE_KEYS } from "./validation-messages.ts";

describe("generic rules", () => {
  it("refuses an unticked agreement with the terms message", () => {
    expect(agreementSchema.parse(true)).toBe(true);
    expect(agreementSchema.safeParse(false).error?.issues[0].message).toBe("validation.agreementRequired");
  });

  it("asks for a required field when it is blank", () => {
    expect(requiredTextSchema.parse(" x ")).toBe("x");
    expect(requiredTextSchema.safeParse("  ").error?.issues[0].message).toBe("validation.requiredField");
    expect(requiredAnswerSchema.safeParse(null).error?.issues[0].message).toBe("validation.requiredField");
    expect(requiredAnswerSchema.parse(false)).toBe(false);
  });

  it("requires a description and bounds its length", () => {
    expect(descriptionSchema.safeParse("").error?.issues[0].message).toBe("validation.descriptionRequired");
    expect(descriptionSchema.safeParse("x".repeat(4001)).error?.issues[0].message).toBe("validation.textTooLong");
    expect(descriptionSchema.parse(" Battery is dead ")).toBe("Battery is dead");
  });

  it("takes 1 to 5 stars and asks for a rating at 0", () => {
    expect(starsSchema.parse(5)).toBe(5);
    expect(starsSchema.safeParse(0).error?.issues[0].message).toBe("validation.ratingRequired");
    expect(starsSchema.safeParse(6).success).toBe(false);
    expect(starsSchema.safeParse(2.5).success).toBe(false);
  });
});

/** Every non-test source file of the contract package. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

describe("VALIDATION_MESSAGE_KEYS", () => {
  const srcDir = fileURLToPath(new URL("..", import.meta.url));
  const used = new Set(
    sourceFiles(srcDir)
      .filter((f) => !f.endsWith("validation-messages.ts"))
      .flatMap((f) => [...readFileSync(f, "utf8").matchAll(/"(validation\.[A-Za-z]+)"/g)].map((m) => m[1])),
  );

  it("lists every message key a contract rule can produce", () => {
    const listed = new Set<string>(VALIDATION_MESSAGE_KEYS);
    expect([...used].filter((k) => !listed.has(k))).toEqual([]);
  });

  it("lists no key that no rule uses", () => {
    expect(VALIDATION_MESSAGE_KEYS.filter((k) => !used.has(k))).toEqual([]);
  });

  it("lists each key once", () => {
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
  });
});
