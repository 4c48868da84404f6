import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { buildApp, type AppDeps } from "../app.ts";
import type { Config } from "../config.ts";
import { testConfig } from "./test-config.ts";
import { createTestDb, type TestDbKind } from "../db/test-db.ts";
import { insertService, type NewServiceRow } from "../modules/services/repository.ts";
import { createMessageOutbox } from "../providers/sms/message-outbox.ts";
import { outboxCipher } from "../providers/sms/outbox-cipher.ts";

/**
 * An app on its own migrated database, for `app.inject` tests. One per test file (beforeAll);
 * tests share it, so each creates the services and links it needs with unique names.
 */
export async function createTestApp(
  kind: TestDbKind = "pglite",
  options: { config?: Partial<Config>; deps?: Partial<AppDeps> } = {},
) {
  const database = await createTestDb(kind);
  const config = testConfig(options.config);
  // With SMS_PROVIDER=outbox the texts "delivered" are kept here: what the customer's phone would show.
  const delivered = new Map<number, string>();
  // Likewise e-mails with EMAIL_PROVIDER=outbox: a sent e-mail's sealed text is erased, so it is kept here.
  const deliveredEmails = new Map<number, string>();
  const cipher = outboxCipher(config.outboxEncryptionKey);
  const quiet = { info: () => {}, warn: () => {} };
  const outbox = createMessageOutbox(config, database.db, quiet, {
    channel:
      config.sms.provider === "outbox"
        ? { provider: "outbox", cipher, deliver: async (id, message) => (delivered.set(id, message.body), null) }
        : undefined,
    email:
      config.email.provider === "outbox"
        ? { provider: "outbox", cipher, deliver: async (id, message) => (deliveredEmails.set(id, message.body), null) }
        : undefined,
  });
  const app = await buildApp(config, { db: database.db, outbox, database, ...options.deps });
  app.addHook("onClose", () => outbox.stop());
  await app.ready();
  return {
    app,
    config,
    db: database.db,
    /** The database itself (a test may close it under a running app). */
    database,
    /** The app's dispatch runtime: the one its routes use, for starting dispatch and running worker steps. */
    dispatch: app.appContext.dispatch,
    /** Sends what the outbox holds now; then `delivered` and `deliveredEmails` have each text by outbox id. */
    flushOutbox: () => outbox.flush(),
    delivered,
    deliveredEmails,
    /** Authorization header for operator routes. */
    operator: { authorization: `Bearer ${config.adminApiKey}` },
    async close() {
      await app.close();
      await database.release();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const uniqueName = (prefix = "svc") => `${prefix}-${randomBytes(4).toString("hex")}`;

/** A service with unique names; override what the test is about. */
export async function createTestService(t: TestApp, values: Partial<NewServiceRow> = {}) {
  const name = uniqueName();
  return insertService(t.db, { externalId: `SV-${name}`, name, linkName: name, ...values });
}

/** The `cookie` header that carries the session a response set. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "hitch_session");
  if (!cookie) throw new Error("response set no session cookie");
  return `hitch_session=${cookie.value}`;
}

/** Creates a link through the operator API and validates it, returning the ids and the session cookie. */
export async function openLink(
  t: TestApp,
  kind: "assistance" | "claim",
  serviceName: string,
  extra: Record<string, unknown> = {},
) {
  const create = await t.app.inject({
    method: "POST",
    url: kind === "assistance" ? "/api/v1/public/assistance-request/link" : "/api/v1/public/claim-link",
    headers: t.operator,
    payload: { serviceName, ...extra },
  });
  if (create.statusCode !== 201) throw new Error(`link creation failed: ${create.statusCode} ${create.body}`);
  const created = create.json<{ code: string; id: number; externalId: string; url: string }>();
  const validate = await t.app.inject({
    method: "GET",
    url:
      kind === "assistance"
        ? `/api/v1/public/assistance-request-link/${created.code}`
        : `/api/v1/public/claim-link/${created.code}`,
  });
  return { ...created, cookie: sessionCookieOf(validate) };
}

/** A stand-in for apps/web/dist: index.html, the driver app's page, one hashed asset and a service worker. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "hitch-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Hitch</title>");
  writeFileSync(join(dir, "driver.html"), "<!doctype html><title>Hitch Driver</title>");
  writeFileSync(join(dir, "assets", "index-abc123.js"), "console.log(1)");
  writeFileSync(join(dir, "sw.js"), "self.addEventListener('install', () => {})");
  return dir;
}
