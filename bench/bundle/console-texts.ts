import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const LOCALES = fileURLToPath(new URL("../../apps/web/src/locales/", import.meta.url));

/** Every text of the namespaces whose file names pass `keep`, in every language. */
function texts(keep: (file: string) => boolean): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string") found.add(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const language of readdirSync(LOCALES, { withFileTypes: true }).filter((d) => d.isDirectory()))
    for (const file of readdirSync(`${LOCALES}${language.name}`).filter((f) => f.endsWith(".json") && keep(f)))
      walk(JSON.parse(readFileSync(`${LOCALES}${language.name}/${file}`, "utf8")));
  return found;
}

/**
 * Texts only the operator console has: in a console namespace (console*.json) and in no customer or driver one.
 * Kept to plain ASCII sentences of some length, so that a bundler's escaping cannot hide them and a short
 * common word cannot match by chance.
 */
export function consoleOnlyTexts(): string[] {
  const elsewhere = [...texts((f) => !f.startsWith("console"))];
  return [...texts((f) => f.startsWith("console"))].filter(
    (text) => /^[A-Za-z][A-Za-z ,.]{19,}$/.test(text) && !elsewhere.some((other) => other.includes(text)),
  );
}
