import { generateKeyPairSync, randomBytes } from "node:crypto";
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

export type VapidKeys = { publicKey: string; privateKey: string };

/** A P-256 key pair in Web Push's form: the public key as an uncompressed point, the private key's `d`, base64url. */
export function newVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const pub = publicKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x!, "base64url"), Buffer.from(pub.y!, "base64url")]);
  return { publicKey: point.toString("base64url"), privateKey: privateKey.export({ format: "jwk" }).d! };
}

/**
 * The server's VAPID key pair for Web Push, made once and kept in DATA_DIR like the other secrets: every
 * browser's subscription is bound to the public key, so a new pair would silence every phone until it
 * subscribes again.
 */
export function persistedVapidKeys(dataDir: string): VapidKeys {
  const path = join(dataDir, "vapid-keys.json");
  if (existsSync(path)) return JSON.parse(readFileSync(path, "utf8")) as VapidKeys;
  mkdirSync(dataDir, { recursive: true });
  const keys = newVapidKeys();
  writeFileSync(path, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}
