import { createHmac, hash } from "node:crypto";

/**
 * A uuid the server can make again from what it stores, while the database alone cannot: the
 * HMAC-SHA256 of `name` under SESSION_SECRET, with a purpose in the key so that no two kinds of uuid
 * (nor the assessment tokens signed with the same secret) can ever be one another. Its first 16
 * bytes are shaped as a version 4 uuid: 122 bits nobody without the secret can tell from random,
 * in the form every client of the API already checks.
 */
export function keyedUuid(secret: string, purpose: string, name: string): string {
  const bytes = createHmac("sha256", `hitch-${purpose}:${secret}`).update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * What is stored of a uuid that opens something: SHA-256 of its lowercase text, hex. Migration 0007
 * computes the same in SQL (`encode(sha256(convert_to(uuid::text, 'UTF8')), 'hex')`).
 */
export function hashUuid(uuid: string): string {
  return hash("sha256", uuid.toLowerCase(), "hex");
}
