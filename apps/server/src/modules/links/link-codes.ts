import { hash, randomBytes } from "node:crypto";

/** 128 bits from the CSPRNG, base64url: 22 characters, safe in a path without escaping. */
export function newLinkCode(): string {
  return randomBytes(16).toString("base64url");
}

export const LINK_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * Only this hash is stored; a leaked table opens no sessions. Every link tap hashes its code: the
 * one-shot crypto.hash is much cheaper than a createHash object for input this short.
 */
export function hashLinkCode(code: string): string {
  return hash("sha256", code, "hex");
}
