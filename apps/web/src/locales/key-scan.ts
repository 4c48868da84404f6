/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

// Test helper (never bundled): finds the translation keys the source code uses.

export interface KeyUsage {
  /** "ns:key" written out in full somewhere in the code. */
  literal: Set<string>;
  /** "ns:prefix" of keys built at run time, e.g. `common:errors.${code}` gives "common:errors.". */
  dynamic: Set<string>;
}

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "locales" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

export function scanKeys(files: string[], namespaces: string[]): KeyUsage {
  const usage: KeyUsage = { literal: new Set(), dynamic: new Set() };
  const ns = namespaces.join("|");
  const qualified = new RegExp(`["'\`](${ns}):([\\w.-]+)["'\`]`, "g");
  const qualifiedDynamic = new RegExp(`\`(${ns}):([\\w.-]*)\\$\\{`, "g");
  for (const file of files) {
    const code = readFileSync(file, "utf8");
    const defaultNs = /useTranslation\(\s*\[?\s*["'`]([\w-]+)["'`]/.exec(code)?.[1] ?? "common";
    for (const m of code.matchAll(qualified)) usage.literal.add(`${m[1]}:${m[2]}`);
    for (const m of code.matchAll(qualifiedDynamic)) usage.dynamic.add(`${m[1]}:${m[2]}`);
    // Unqualified keys belong to the file's useTranslation namespace.
    for (const m of code.matchAll(/(?:\bt\(\s*|i18nKey=)["'`]([\w.-]+)["'`]/g))
      usage.literal.add(`${defaultNs}:${m[1]}`);
    for (const m of code.matchAll(/\bt\(\s*`([\w.-]*)\$\{/g)) usage.dynamic.add(`${defaultNs}:${m[1]}`);
  }
  return usage;
}

/** Flattens nested locale JSON into dotted keys with their string values. */
export function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else out.set(prefix, value);
  return out;
}

export function readLocales(dir: string): Map<string, Map<string, Map<string, unknown>>> {
  const languages = new Map<string, Map<string, Map<string, unknown>>>();
  for (const language of readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory())) {
    const namespaces = new Map<string, Map<string, unknown>>();
    for (const file of readdirSync(join(dir, language)).filter((name) => name.endsWith(".json"))) {
      namespaces.set(file.replace(/\.json$/, ""), flatten(JSON.parse(readFileSync(join(dir, language, file), "utf8"))));
    }
    languages.set(language, namespaces);
  }
  return languages;
}

/** i18next plural forms: a key used as "x" may be stored as "x_one", "x_other"... */
export function baseKey(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, "");
}
