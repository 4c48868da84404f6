import { isIP } from "node:net";
import { z } from "zod";

/**
 * Which proxies' `X-Forwarded-For` the server believes, in the form Fastify's `trustProxy` takes:
 * false (the socket's address is the client), a hop count, or the proxies' addresses and CIDR ranges.
 * Trusting every sender is not offered: any client could then pick the address the rate limits see.
 */
export type TrustProxy = false | number | string[];

// proxy-addr's names for the usual private ranges, accepted as written.
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset/`false`/`off` (default), a hop count, or a comma-separated list of addresses and CIDRs. */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (/^(false|off|0)$/i.test(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrRange(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `must be false, a hop count, or a comma-separated list of proxy addresses/CIDRs (not: ${bad.join(", ") || value})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The value for Fastify's `trustProxy` option. A hop count becomes the function Fastify would build from it
 * (its types take no number): the nearest `hops` senders are believed.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return setting;
}
