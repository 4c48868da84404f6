import { createHmac, timingSafeEqual } from "node:crypto";

const DAYS = 90;
/** Accounts one browser remembers (a shared desk in a call centre signs in several operators). */
const MAX_ACCOUNTS = 8;

/**
 * "Known clients" (the device cookies of OWASP's guidance against online guessing): after a full
 * sign-in (password and, when the account has one, the second factor), the browser gets a signed
 * cookie naming that account. A browser that shows it for the account it signs in to is not held back
 * by the account's failure limit, so an attacker who fails on the account from elsewhere cannot lock
 * its owner out. The cookie opens nothing by itself: the password (and code) are still checked. One
 * failure from a known client drops the account from its cookie, so a stolen cookie buys one free
 * guess, not a way round the limit.
 */
export function knownClients(secret: string, secure: boolean) {
  const name = `${secure ? "__Secure-" : ""}hitch_console.known_client`;
  const mac = (text: string) => createHmac("sha256", secret).update(text).digest("base64url").slice(0, 22);
  // Names the account without writing its e-mail into the cookie.
  const tagOf = (account: string) => mac(`known-client-account|${account}`).slice(0, 12);
  const entries = (cookieValue: string | undefined) => (cookieValue ? cookieValue.split("~").filter(Boolean) : []);
  const valid = (entry: string, account: string, nowSeconds: number) => {
    const [tag, issued, signature] = entry.split(".");
    if (tag !== tagOf(account) || !issued || !signature) return false;
    if (Number(issued) + DAYS * 86_400 < nowSeconds) return false;
    const expected = Buffer.from(mac(`known-client|${account}|${issued}`));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  const without = (cookieValue: string | undefined, account: string) =>
    entries(cookieValue).filter((entry) => !entry.startsWith(`${tagOf(account)}.`));
  const header = (list: string[]) =>
    `${name}=${list.join("~")}; Max-Age=${list.length ? DAYS * 86_400 : 0}; Path=/api/v1/console/auth; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

  return {
    name,
    /** Whether this browser completed a sign-in to `account` (a normalised e-mail) in the last 90 days. */
    isKnown(cookieValue: string | undefined, account: string, nowMs = Date.now()): boolean {
      return entries(cookieValue).some((entry) => valid(entry, account, Math.floor(nowMs / 1000)));
    },
    /** The Set-Cookie that remembers `account` (the newest first, the oldest dropped past eight). */
    remember(cookieValue: string | undefined, account: string, nowMs = Date.now()): string {
      const issued = String(Math.floor(nowMs / 1000));
      const entry = `${tagOf(account)}.${issued}.${mac(`known-client|${account}|${issued}`)}`;
      return header([entry, ...without(cookieValue, account)].slice(0, MAX_ACCOUNTS));
    },
    /** The Set-Cookie that forgets `account`. */
    forget(cookieValue: string | undefined, account: string): string {
      return header(without(cookieValue, account));
    },
  };
}
