import { hash, randomBytes } from "node:crypto";

/** A driver's bearer token: 256 bits from the CSPRNG, shown once; only its SHA-256 is stored. */
export function newDriverToken(): string {
  return `drv_${randomBytes(32).toString("base64url")}`;
}

export function hashDriverToken(token: string): string {
  return hash("sha256", token, "hex");
}
