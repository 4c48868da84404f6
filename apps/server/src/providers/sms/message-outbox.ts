import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { postToGateway, type HttpSmsOptions } from "./http-sms.ts";
import { outboxCipher } from "./outbox-cipher.ts";
import { writeEmail, writeSms } from "./outbox-writer.ts";
import { emailChannel } from "../email/email-channel.ts";
import { BATCH, sendDueEmails, sendDueSms, type EmailChannel, type SmsChannel } from "./sms-delivery.ts";
import type { MessageOutbox } from "./sms-provider.ts";

/** How often each instance sweeps the outbox for messages its nudges missed (a crash, another instance). */
export const SWEEP_INTERVAL_MS = 30_000;
/**
 * A nudge from inside a transaction (the dispatch hooks) can run before that transaction commits,
 * on a pooled connection that cannot see the message yet: a second look shortly after finds it.
 */
export const SECOND_LOOK_MS = 1_000;

type Log = Pick<FastifyBaseLogger, "info" | "warn">;

/**
 * The SMS_PROVIDER's channel. `outbox` sends nothing anywhere: the message is done once written,
 * and operators read its masked copy in sms_outbox. The text is never logged.
 */
export function smsChannel(config: Config, log: Log, gateway?: Partial<HttpSmsOptions>): SmsChannel {
  const cipher = outboxCipher(config.outboxEncryptionKey);
  if (config.sms.provider === "http") {
    const options: HttpSmsOptions = { url: config.sms.url, token: config.sms.token, ...gateway };
    return { provider: "http", cipher, deliver: (outboxId, message) => postToGateway(options, outboxId, message) };
  }
  return {
    provider: "outbox",
    cipher,
    async deliver(outboxId, message) {
      log.info({ outboxId, purpose: message.purpose }, "sms kept in outbox");
      return null;
    },
  };
}

export interface RunningOutbox extends MessageOutbox {
  /** Sends what is due now and waits for it (the CLI, before it exits; tests). */
  flush(): Promise<void>;
  /** Starts the periodic sweep, which also picks up what a crashed instance left behind. */
  start(): void;
  /** Stops sweeping and nudging, and waits for a send in progress. */
  stop(): Promise<void>;
  /** Started and not stopped (for /readyz). */
  isRunning(): boolean;
}

export function createMessageOutbox(
  config: Config,
  db: Db,
  log: Log,
  options: { now?: () => Date; gateway?: Partial<HttpSmsOptions>; channel?: SmsChannel; email?: EmailChannel } = {},
): RunningOutbox {
  const channel = options.channel ?? smsChannel(config, log, options.gateway);
  const email = options.email ?? emailChannel(config, channel.cipher, log);
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let sweep: NodeJS.Timeout | undefined;
  let secondLook: NodeJS.Timeout | undefined;

  const sendAll = async () => {
    do {
      again = false;
      const texts = await sendDueSms(db, channel, now());
      if (texts.tried > 0) log.info(texts, "sms sent from outbox");
      const emails = await sendDueEmails(db, email, now());
      if (emails.tried > 0) log.info(emails, "e-mails sent from outbox");
      if (texts.tried === BATCH || emails.tried === BATCH) again = true;
    } while (again && !stopped);
  };
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = sendAll()
      .catch((error: unknown) => log.warn({ err: error }, "sms outbox run failed"))
      .finally(() => (running = null));
    return running;
  };

  return {
    sms: (tx, message) => writeSms(tx, channel.cipher, channel.provider, message),
    email: (tx, message) => writeEmail(tx, channel.cipher, email.provider, message),
    nudge() {
      if (stopped) return;
      void run();
      clearTimeout(secondLook);
      secondLook = setTimeout(() => void run(), SECOND_LOOK_MS);
      secondLook.unref();
    },
    flush: run,
    start() {
      sweep ??= setInterval(() => void run(), SWEEP_INTERVAL_MS);
      sweep.unref();
    },
    isRunning: () => sweep !== undefined && !stopped,
    async stop() {
      stopped = true;
      clearInterval(sweep);
      clearTimeout(secondLook);
      await running;
    },
  };
}
