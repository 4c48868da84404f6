/// <reference types="node" />
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ENTRY_NEEDS } from "./first-paint/frames.ts";

// The entry bundle (everything main.tsx reaches: its static imports, and its stages, the modules main.tsx itself
// loads with import() so that each is evaluated in a task of its own; not the flows loaded per route) must stay small: no
// runtime import of zod or of flow-only libraries. Of the contract it may import only the zod-free
// value modules (they import nothing at runtime, checked below); the others build schemas.
const FORBIDDEN = [/^@hitch\/contract\//, /^zod/, /^leaflet/, /^react-leaflet/];
const ZOD_FREE_CONTRACT_MODULES = [
  "@hitch/contract/common/enum-values",
  "@hitch/contract/services/theme-values",
  "@hitch/contract/services/time-zone",
];

const main = fileURLToPath(new URL("../main.tsx", import.meta.url));

/** Static value imports of a file: `import x from`, `import { a, type B } from`, `export * from`; not `import type`. */
function valueImports(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gm)) {
    if (m[2]) continue;
    const clause = m[3];
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    if (named && named[1].split(",").every((s) => !s.trim() || s.trim().startsWith("type "))) continue;
    found.push(m[4]);
  }
  for (const m of code.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) found.push(m[1]);
  return found;
}

/** A contract module that imports anything at runtime builds schemas (the zod-free ones import nothing). */
function buildsSchemas(spec: string): boolean {
  return valueImports(readFileSync(contractFile(spec), "utf8")).length > 0;
}

/** The modules a file loads with `import("...")`. */
function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
}

/** Every file `start` reaches by static imports (and, for main.tsx, by its own stages), with its value imports. */
function graphFrom(start: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop()!;
    if (graph.has(file)) continue;
    const code = readFileSync(file, "utf8");
    const imports = [...valueImports(code), ...(file === main ? dynamicImports(code) : [])];
    graph.set(file, imports);
    for (const spec of imports) {
      if (!spec.startsWith(".")) continue;
      const target = resolve(dirname(file), spec);
      if (/\.tsx?$/.test(target) && existsSync(target)) queue.push(target);
    }
  }
  return graph;
}

const entryGraph = () => graphFrom(main);
const contractSrc = fileURLToPath(new URL("../../../../packages/contract/src/", import.meta.url));
const contractFile = (spec: string) => resolve(contractSrc, `${spec.slice("@hitch/contract/".length)}.ts`);

describe("entry bundle", () => {
  it("reaches the app shell and the entry pages", () => {
    const files = [...entryGraph().keys()].map((f) => f.slice(f.indexOf("/src/")));
    expect(files).toEqual(
      expect.arrayContaining([
        "/src/app/router.tsx",
        "/src/features/links/link-entry-page.tsx",
        "/src/features/partner/partner-landing-page.tsx",
      ]),
    );
  });

  it("imports no zod, no flow-only library and no contract module that builds schemas (use import type, or a zod-free one)", () => {
    const offending = [...entryGraph()].flatMap(([file, imports]) =>
      imports
        .filter((spec) => FORBIDDEN.some((re) => re.test(spec)) && !ZOD_FREE_CONTRACT_MODULES.includes(spec))
        .map((spec) => `${file.slice(file.indexOf("/src/"))} -> ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it("allows only contract modules that import nothing at runtime", () => {
    for (const spec of ZOD_FREE_CONTRACT_MODULES)
      expect(valueImports(readFileSync(contractFile(spec), "utf8")), spec).toEqual([]);
  });
});

describe("the entry pages' first screens", () => {
  // Building a screen's schemas (zod) while its code is evaluated made that one long task; they load beside the
  // answers they check instead (parsedBodyBeside in api/client.ts).
  it("build no schemas while their code is evaluated: no zod, no contract module that imports anything", () => {
    const screens = Object.values(ENTRY_NEEDS).flatMap((needs) => needs.modules.filter((m) => m.startsWith("src/")));
    expect(screens.length).toBeGreaterThan(5);
    const offending = screens.flatMap((screen) =>
      [...graphFrom(fileURLToPath(new URL(`../../${screen}`, import.meta.url)))].flatMap(([file, imports]) =>
        imports
          .filter((spec) => /^zod/.test(spec) || (spec.startsWith("@hitch/contract/") && buildsSchemas(spec)))
          .map((spec) => `${screen}: ${file.slice(file.indexOf("/src/"))} -> ${spec}`),
      ),
    );
    expect(offending).toEqual([]);
  });
});
