import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { operatorUsers } from "../../db/schema/operators.ts";
import { HttpError } from "../../http/http-error.ts";
import { attemptCounter } from "./attempt-counter.ts";
import { knownClients } from "./known-clients.ts";
import type { OperatorAuth } from "./operator-auth.ts";

const ADDRESS_WINDOW_MS = 60_000;
const ACCOUNT_WINDOW_MS = 15 * 60_000;
const CODE_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/** One attempt on its way through better-auth: told its answer, it answers the cookies to add. */
interface Attempt {
  settle(status: number, answer: unknown): Promise<string[]>;
}

const retryAfter = (endsAt: number) => ({
  "retry-after": String(Math.max(1, Math.ceil((endsAt - Date.now()) / 1000))),
});

const digest = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 22);

/**
 * The limits on console sign-in (password, then second-factor code), counted in the database:
 *
 * - Per address: FAILED attempts, RATE_LIMIT_CONSOLE_SIGN_IN_PER_MINUTE a minute. Successful sign-ins are
 *   not counted, so a call centre behind one NAT address signs its whole shift in at once; an attempt is
 *   counted when it starts (so a burst cannot slip in before the first failures are recorded) and given
 *   back when it succeeds.
 * - Per account: failed attempts, RATE_LIMIT_CONSOLE_ACCOUNT_FAILURES in 15 minutes (passwords and codes
 *   apart), whatever the addresses: 60 guesses from 60 addresses are cut off after ten.
 * - Neither limit holds back a known client (known-clients.ts): a browser that completed a sign-in to the
 *   account. So someone who fails on the account elsewhere throttles themselves, not its owner at their
 *   desk. The owner on a new browser waits out the window like the attacker does.
 * - Refused attempts answer 429 before better-auth runs: they cost no password hash and are not counted.
 */
export function signInLimits(db: Db, config: Config, auth: OperatorAuth) {
  const counter = attemptCounter(db);
  const known = knownClients(config.sessionSecret, config.publicUrl.startsWith("https:"));

  /** The account a second-factor challenge belongs to, from its (signed) cookie; null without one. */
  async function challengedAccount(request: FastifyRequest) {
    const context = await auth.$context;
    const cookie = request.cookies[context.createAuthCookie("two_factor").name];
    if (!cookie) return null;
    // The value is `token.signature`; better-auth checks the signature, a wrong token finds nothing here.
    const token = cookie.slice(0, cookie.lastIndexOf("."));
    const verification = token ? await context.internalAdapter.findVerificationValue(token) : null;
    if (!verification) return null;
    const [user] = await db
      .select({ id: operatorUsers.id, email: operatorUsers.email })
      .from(operatorUsers)
      .where(eq(operatorUsers.id, verification.value));
    return user ?? null;
  }

  async function begin(request: FastifyRequest, kind: "sign-in" | "code", account: string, accountKey: string) {
    const knownCookie = request.cookies[known.name];
    const isKnown = known.isKnown(knownCookie, account);
    const addressKey = `${kind}:address:${request.ip}`;
    const taken = [addressKey];
    const refuse = async (error: HttpError) => {
      for (const key of taken) await counter.giveBack(key);
      throw error;
    };
    const address = await counter.take(addressKey, ADDRESS_WINDOW_MS);
    if (!isKnown && address.count > config.consoleSignInPerMinute)
      await refuse(new HttpError(429, "RATE_LIMITED", undefined, retryAfter(address.endsAt)));
    if (!isKnown) {
      const key = `${kind}:account:${digest(accountKey)}`;
      taken.push(key);
      const perAccount = await counter.take(key, ACCOUNT_WINDOW_MS);
      if (perAccount.count > config.consoleAccountFailures)
        await refuse(new HttpError(429, "ACCOUNT_RATE_LIMITED", undefined, retryAfter(perAccount.endsAt)));
    }
    return {
      async settle(status: number, answer: unknown): Promise<string[]> {
        if (status === 400 || status === 401) return isKnown ? [known.forget(knownCookie, account)] : [];
        for (const key of taken) await counter.giveBack(key);
        const twoFactorNext = (answer as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect === true;
        return status === 200 && !twoFactorNext ? [known.remember(knownCookie, account)] : [];
      },
    };
  }

  return {
    /** For an endpoint that checks a password or a code: the attempt to settle; null for any other. */
    async begin(path: string, request: FastifyRequest): Promise<Attempt | null> {
      if (path === "/sign-in/email") {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== "string") return null;
        const account = email.trim().toLowerCase();
        return begin(request, "sign-in", account, account);
      }
      if (CODE_PATHS.has(path)) {
        const user = await challengedAccount(request);
        return user ? begin(request, "code", user.email.toLowerCase(), user.id) : null;
      }
      return null;
    },
  };
}
