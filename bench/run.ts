// Runs every benchmark under bench/ (files named *.bench.ts), one process each, and prints a summary.
// A benchmark prints its own figures and exits non-zero when it is over its budget.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const root = new URL(".", import.meta.url).pathname;
const only = process.argv.slice(2);

function find(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" || name === "results" ? [] : find(path);
    return name.endsWith(".bench.ts") ? [path] : [];
  });
}

const files = find(root)
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
const outcome: { name: string; ok: boolean }[] = [];
for (const file of files) {
  const name = relative(root, file);
  console.log(`\n=== ${name}`);
  const run = spawnSync(process.execPath, ["--import", "tsx", file], { stdio: "inherit", cwd: join(root, "..") });
  outcome.push({ name, ok: run.status === 0 });
}
console.log("\n=== summary");
for (const o of outcome) console.log(`${o.ok ? "within budget" : "OVER BUDGET or failed"}  ${o.name}`);
process.exit(outcome.every((o) => o.ok) ? 0 : 1);
