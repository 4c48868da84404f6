import { randomInt } from "node:crypto";

// No 0/O, 1/I/L: operators read these ids aloud on the phone.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A human-friendly external id such as "AR-7KQ2M9XD"; 8 symbols give ~2^39 values, uniqueness is enforced by the column. */
export function newExternalId(prefix: string): string {
  let id = "";
  for (let i = 0; i < 8; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${id}`;
}
