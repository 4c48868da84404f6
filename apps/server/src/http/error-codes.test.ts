import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ERROR_CODES, OPERATOR_ERROR_CODES } from "@hitch/contract/common/errors";

const SRC = fileURLToPath(new URL("..", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

/**
 * Where the server writes an error code as a literal. Field codes in lower case (zod's issue
 * codes) and `validation.*` i18n keys pass through from the contract's rules and are not listed.
 */
const CODE_SOURCES: { name: string; pattern: RegExp }[] = [
  // new HttpError(409, "CONFLICT", …)
  { name: "HttpError", pattern: /new HttpError\(\s*\d+\s*,\s*"([A-Za-z0-9_]+)"/g },
  // errorBody(503, "WEB_APP_NOT_BUILT") sent directly
  { name: "errorBody", pattern: /errorBody\(\s*\d+\s*,\s*"([A-Za-z0-9_]+)"/g },
  // status-to-code maps such as the error handler's { 415: "UNSUPPORTED_MEDIA_TYPE" }
  { name: "status map", pattern: /\b[45]\d\d:\s*"([A-Z][A-Z0-9_]+)"/g },
  // field errors { path, code: "SERVICE_EXISTS" } and error classes' `readonly code: "CSV_…"`
  { name: "field code", pattern: /\bcode:\s*"([A-Z][A-Z0-9_]+)"/g },
  // field-error helpers called with (path, code), e.g. invalid("rows", "TOO_MANY_ROWS")
  { name: "helper", pattern: /\(\s*"[^"]*"\s*,\s*"([A-Z][A-Z0-9_]+)"\s*\)/g },
];

function collectCodes() {
  const found = new Map<string, { source: string; file: string }>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, "utf8");
    for (const { name, pattern } of CODE_SOURCES) {
      for (const match of text.matchAll(pattern)) {
        if (!found.has(match[1])) found.set(match[1], { source: name, file: relative(SRC, file) });
      }
    }
  }
  return found;
}

describe("error codes the server answers", () => {
  const found = collectCodes();

  it("are each listed in the contract, for customers (ERROR_CODES) or for operators (OPERATOR_ERROR_CODES)", () => {
    const listed = new Set<string>([...ERROR_CODES, ...OPERATOR_ERROR_CODES]);
    const unlisted = [...found]
      .filter(([code]) => !listed.has(code))
      .map(([code, where]) => `${code} (${where.source} in ${where.file})`);
    expect(unlisted, "add these to packages/contract/src/common/error-codes.ts").toEqual([]);
  });

  it("include every operator code: a code the server no longer answers leaves the list", () => {
    expect(OPERATOR_ERROR_CODES.filter((code) => !found.has(code))).toEqual([]);
  });

  it("are found by every pattern, so a pattern that stops matching cannot pass unnoticed", () => {
    const sources = new Set([...found.values()].map((where) => where.source));
    expect([...sources].sort()).toEqual(CODE_SOURCES.map((s) => s.name).sort());
    for (const code of [
      "SERVICE_NOT_FOUND",
      "WEB_APP_NOT_BUILT",
      "FORBIDDEN",
      "SERVICE_EXISTS",
      "CSV_UNTERMINATED_QUOTE",
      "TOO_MANY_ROWS",
    ]) {
      expect(found.has(code), code).toBe(true);
    }
  });

  it("name a specific refusal as the body's code: a generic code never carries the real one in errors[]", () => {
    // errors[] says which fields failed validation; a client reads the kind of refusal from `code` alone.
    const generic = /new HttpError\(\s*\d+\s*,\s*"(CONFLICT|BAD_REQUEST|FORBIDDEN|NOT_FOUND)"\s*,/g;
    const hidden = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(generic)].map((match) => `${match[1]} in ${relative(SRC, file)}`),
    );
    expect(hidden).toEqual([]);
  });

  it("are never in both lists, nor twice in one", () => {
    expect(OPERATOR_ERROR_CODES.filter((code) => (ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(new Set(OPERATOR_ERROR_CODES).size).toBe(OPERATOR_ERROR_CODES.length);
  });
});
