import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { claims } from "../../db/schema/claims.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { openLink } from "../../testing/test-app.ts";

/** Test helpers for the claim step routes: calls with a session, multipart bodies, submission. */

// Claim tests import the multipart builder from here with the rest of their helpers.
export { multipart } from "../../testing/multipart-body.ts";

export type Session = { id: number; cookie: string };

/** A claim with its session, on the given service. */
export const openClaim = (t: TestApp, serviceName: string): Promise<Session> => openLink(t, "claim", serviceName);

/** `method url` with the session's cookie (or none) and a JSON body. */
export function call(
  t: TestApp,
  method: InjectOptions["method"],
  url: string,
  cookie: string | null,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/v1/public${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
  });
}

/** The claim's uuid as its own session reads it (the claim-received page names its claim by it). */
export async function claimUuidSeenBy(t: TestApp, c: Session): Promise<string> {
  const res = await call(t, "GET", `/claims/${c.id}`, c.cookie);
  if (res.statusCode !== 200) throw new Error(`GET /claims/${c.id}: ${res.statusCode} ${res.body}`);
  return res.json<{ uuid: string }>().uuid;
}

export function send(
  t: TestApp,
  method: InjectOptions["method"],
  url: string,
  cookie: string | null,
  form: { payload: Buffer; contentType: string },
) {
  return t.app.inject({
    method,
    url: `/api/v1/public${url}`,
    headers: { "content-type": form.contentType, ...(cookie ? { cookie } : {}) },
    payload: form.payload,
  });
}

/** What submission does to the claim row (the submit route does more); enough to close the claim for edits. */
export async function markSubmitted(t: TestApp, claimId: number) {
  await t.db.update(claims).set({ submittedAt: new Date() }).where(eq(claims.id, claimId));
}

export const mari = {
  contact: { name: "Mari Maasikas", email: "mari@example.ee", phone: "5551234", phonePrefix: "+372" },
  personalCode: "49602290001",
};
export const juri = {
  contact: { name: "Jüri Juurikas", email: "", phone: "5559876", phonePrefix: "+371" },
  personalCode: "010190-10001",
};
