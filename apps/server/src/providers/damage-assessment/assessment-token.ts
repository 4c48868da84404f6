import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The offline assessment page's address is /assessment/{token}: a short signed token naming the
 * claim and an expiry, so the page can be opened without the session cookie (e.g. on another
 * device) while the claim id alone opens nothing. 8 bytes of payload, 16 of HMAC-SHA256.
 */
const MAC_BYTES = 16;

function mac(secret: string, payload: Buffer): Buffer {
  return createHmac("sha256", `hitch-assessment:${secret}`).update(payload).digest().subarray(0, MAC_BYTES);
}

export function signAssessmentToken(secret: string, claimId: number, expiresAt: Date): string {
  const payload = Buffer.alloc(8);
  payload.writeUInt32BE(claimId, 0);
  payload.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 4);
  return `${payload.toString("base64url")}.${mac(secret, payload).toString("base64url")}`;
}

/** The claim id, or null for a forged, malformed or expired token. */
export function verifyAssessmentToken(secret: string, token: string, now: Date): number | null {
  const match = /^([A-Za-z0-9_-]{11})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const payload = Buffer.from(match[1], "base64url");
  const given = Buffer.from(match[2], "base64url");
  if (payload.length !== 8 || given.length !== MAC_BYTES || !timingSafeEqual(given, mac(secret, payload))) return null;
  if (payload.readUInt32BE(4) * 1000 < now.getTime()) return null;
  return payload.readUInt32BE(0);
}
