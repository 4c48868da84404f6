import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import type { Config } from "../../config.ts";
import { testConfig } from "../../testing/test-config.ts";
import type { Database } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { smsOutbox } from "../../db/schema/outbox.ts";
import { createTestDb, TEST_DB_KINDS } from "../../db/test-db.ts";
import { runDueSteps } from "../../modules/dispatch/dispatch-worker.ts";
import { startDispatch } from "../../modules/dispatch/start-dispatch.ts";
import { northOf, TALLINN } from "../../modules/dispatch/test-support.ts";
import { startFakeSmsGateway } from "../../testing/fake-sms-gateway.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { createMessageOutbox } from "./message-outbox.ts";
import { outboxCipher } from "./outbox-cipher.ts";
import { writeEmail, writeSms } from "./outbox-writer.ts";
import { RETRY_AFTER_MS } from "./sms-delivery.ts";
import type { MessageOutbox } from "./sms-provider.ts";

const quiet = { info: () => {}, warn: () => {} };
/** The gateway hangs for 10 s; finish, cancel and an unrelated request must each answer within this. */
const PROMPT_MS = 200;
/** The phone of the warm-up job, whose text the gateway does take (so its single worker is free again). */
const WARM_UP_PHONE = "5558009";
const httpSms = (url: string): Partial<Config> => ({ sms: { provider: "http", url, token: undefined } });

describe.each(TEST_DB_KINDS)("messages leave after the commit, never inside it, on %s", (kind) => {
  describe("with a gateway that hangs for 10 s", () => {
    let t: TestApp;
    let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>;
    beforeAll(async () => {
      gateway = await startFakeSmsGateway((message) => (message.to === `+372${WARM_UP_PHONE}` ? 202 : "hang"));
      t = await createTestApp(kind, { config: httpSms(gateway.url) });
    });
    afterAll(async () => {
      // The hanging posts end here, so the outbox's worker stops at once.
      await gateway?.stop();
      await t?.close();
    });

    /** An accepted tow job with a contact phone: finishing it texts a feedback invitation. */
    async function acceptedJob(phone: string) {
      const service = await createTestService(t);
      const driver = (
        await t.app.inject({
          method: "POST",
          url: "/api/v1/admin/drivers",
          headers: t.operator,
          payload: {
            fullName: "Aivar Kask",
            phoneNumber: "+3725558000",
            company: "Kask",
            companyId: "K-1",
            ...northOf(TALLINN, 500),
            available: true,
          },
        })
      ).json<{ token: string }>();
      const auth = { authorization: `Bearer ${driver.token}` };
      const link = (
        await t.app.inject({
          method: "POST",
          url: "/api/v1/public/assistance-request/link",
          headers: t.operator,
          payload: { serviceName: service.name },
        })
      ).json<{ id: number; code: string }>();
      const opened = await t.app.inject({ method: "GET", url: `/api/v1/public/assistance-request-link/${link.code}` });
      const cookie = opened.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      await t.db
        .update(assistanceRequests)
        .set({ ...TALLINN, contactPhonePrefix: "+372", contactPhone: phone, licensePlate: "321CBA" })
        .where(eq(assistanceRequests.id, link.id));
      await startDispatch(t.db, t.dispatch, link.id);
      await runDueSteps(t.dispatch);
      const offers = (await t.app.inject({ method: "GET", url: "/api/v1/driver/offers", headers: auth })).json<
        { id: number; assistanceRequestId: number }[]
      >();
      const offer = offers.find((o) => o.assistanceRequestId === link.id)!;
      expect(
        (await t.app.inject({ method: "POST", url: `/api/v1/driver/offers/${offer.id}/accept`, headers: auth }))
          .statusCode,
      ).toBe(200);
      return { service, requestId: link.id, auth, cookie };
    }

    const timed = async <T>(work: Promise<T>) => {
      const started = performance.now();
      const result = await work;
      return { result, ms: performance.now() - started };
    };

    /** Finish, cancel and the theme, untimed: the first calls of each pay for compiling their code. */
    async function warmUp() {
      const job = await acceptedJob(WARM_UP_PHONE);
      // One after the other: sent together on PostgreSQL, the cancel can take the row first and the finish
      // then finds no job (404). The timed test below sends them together, the cancel 30 ms later.
      const finish = await t.app.inject({
        method: "POST",
        url: `/api/v1/driver/jobs/${job.requestId}/finish`,
        headers: job.auth,
      });
      expect(finish.statusCode).toBe(200);
      const cancel = await t.app.inject({
        method: "POST",
        url: `/api/v1/public/assistance-request/${job.requestId}/cancel`,
        headers: { cookie: job.cookie },
      });
      expect(cancel.statusCode).toBe(409);
      await t.app.inject({ method: "GET", url: `/api/v1/public/theme/${job.service.name}` });
      const sent = () =>
        t.db
          .select()
          .from(smsOutbox)
          .where(eq(smsOutbox.toPhone, `+372${WARM_UP_PHONE}`));
      await expect.poll(async () => (await sent()).every((m) => m.status === "SENT"), { timeout: 5_000 }).toBe(true);
    }

    it("lets the driver finish, the customer cancel and anyone else be answered at once", async () => {
      // Two rounds: after only one, the first timed finish still came near the limit on a busy machine.
      await warmUp();
      await warmUp();
      const job = await acceptedJob("5558001");
      const finish = timed(
        t.app.inject({ method: "POST", url: `/api/v1/driver/jobs/${job.requestId}/finish`, headers: job.auth }),
      );
      // The customer taps cancel just after the driver's finish went in: it must not wait for the gateway.
      await new Promise((resolve) => setTimeout(resolve, 30));
      const cancel = timed(
        t.app.inject({
          method: "POST",
          url: `/api/v1/public/assistance-request/${job.requestId}/cancel`,
          headers: { cookie: job.cookie },
        }),
      );
      const [finished, cancelled] = await Promise.all([finish, cancel]);
      expect(finished.result.statusCode).toBe(200);
      expect(cancelled.result.json()).toMatchObject({ statusCode: 409, code: "CONFLICT" });
      expect(finished.ms).toBeLessThan(PROMPT_MS);
      expect(cancelled.ms).toBeLessThan(PROMPT_MS);

      // The invitation is at the gateway (which does not answer); other requests do not wait for it.
      const toCustomer = () => gateway.received.filter((m) => m.body.to === "+3725558001");
      await expect.poll(() => toCustomer().length, { timeout: 5_000 }).toBe(1);
      const theme = await timed(t.app.inject({ method: "GET", url: `/api/v1/public/theme/${job.service.name}` }));
      expect(theme.result.statusCode).toBe(200);
      expect(theme.ms).toBeLessThan(PROMPT_MS);
      const [row] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, "+3725558001"));
      expect(row).toMatchObject({ purpose: "FEEDBACK_REQUEST", status: "SENDING", attempts: 1 });
    });
  });

  describe("after a crash between the commit and the send", () => {
    let database: Database;
    let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>;
    let answers: (number | "hang")[];
    beforeAll(async () => {
      answers = [];
      gateway = await startFakeSmsGateway(() => answers.shift() ?? 202);
      database = await createTestDb(kind);
    });
    afterAll(async () => {
      await gateway?.stop();
      await database?.close();
    });

    it("delivers what the first instance committed once a new instance's worker runs, with one stable reference", async () => {
      const config = testConfig(httpSms(gateway.url));
      // The first instance commits messages, and dies before its worker sends any.
      const cipher = outboxCipher(config.outboxEncryptionKey);
      const neverSends: MessageOutbox = {
        sms: (tx, message) => writeSms(tx, cipher, "http", message),
        email: (tx, message) => writeEmail(tx, cipher, "outbox", message),
        nudge: () => {},
      };
      const first = await buildApp(config, { db: database.db, outbox: neverSends });
      const service = await createTestService({ db: database.db } as TestApp);
      const link = await first.inject({
        method: "POST",
        url: "/api/v1/public/assistance-request/link",
        headers: { authorization: `Bearer ${config.adminApiKey}` },
        payload: { serviceName: service.name, phone: "+3725558100", sendSms: true },
      });
      expect(link.statusCode).toBe(201);
      await first.close();
      expect(gateway.received).toEqual([]);

      // A new instance on the same database: its worker finds the message and sends it, the real link in it.
      answers.push(503);
      const second = createMessageOutbox(config, database.db, quiet);
      await second.flush();
      const [row] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, "+3725558100"));
      expect(gateway.received.map((m) => m.body.text)).toEqual([
        expect.stringContaining(link.json<{ url: string }>().url),
      ]);
      expect(row).toMatchObject({ status: "FAILED", attempts: 1, error: "HTTP 503" });

      // The gateway refused it; the retry a minute later carries the same reference.
      const later = createMessageOutbox(config, database.db, quiet, {
        now: () => new Date(Date.now() + RETRY_AFTER_MS[1] + 1000),
      });
      await later.flush();
      await second.stop();
      await later.stop();
      const references = gateway.received.map((m) => [m.body.reference, m.headers["idempotency-key"]]);
      expect(references).toEqual([
        [`hitch-sms-${row.id}`, `hitch-sms-${row.id}`],
        [`hitch-sms-${row.id}`, `hitch-sms-${row.id}`],
      ]);
      const [sent] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.id, row.id));
      expect(sent).toMatchObject({ status: "SENT", attempts: 2, bodyEncrypted: null });
    });
  });
});
