import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Reads a secret persisted in DATA_DIR, or creates it, so restarts keep sessions and the dev key. */
export function persistedSecret(dataDir: string, file: string, bytes: number): string {
  const path = join(dataDir, file);
  if (existsSync(path)) return readFileSync(path, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString("base64url");
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}
