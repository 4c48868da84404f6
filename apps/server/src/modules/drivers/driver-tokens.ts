import { createHash, randomBytes } from "node:crypto";

/** A driver's bearer token: 256 bits from the CSPRNG, shown once; only its SHA-256 is stored. */
export function newDriverToken(): string {
  return `drv_${randomBytes(32).toString("base64url")}`;
}

export function hashDriverToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
