import { createTransport } from "nodemailer";
import type { Config } from "../../config.ts";
import type { OutboxCipher } from "../sms/outbox-cipher.ts";
import type { EmailChannel } from "../sms/sms-delivery.ts";

type Log = { info: (fields: object, message: string) => void };

/** Sending is given this long per message: a hung server must not hold up the outbox worker. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * The EMAIL_PROVIDER's channel. `outbox` sends nothing anywhere: the e-mail is done once written, and
 * operators read its masked copy in email_outbox. `smtp` hands it to the SMTP server of SMTP_URL
 * (nodemailer's SMTP transport, plain text, the outbox row's id as Message-ID so a server can spot a
 * resend). The text is never logged.
 */
export function emailChannel(config: Config, cipher: OutboxCipher, log: Log): EmailChannel {
  if (config.email.provider === "smtp") {
    const { url, from } = config.email;
    const transport = createTransport(smtpOptions(url));
    const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
    return {
      provider: "smtp",
      cipher,
      async deliver(outboxId, message) {
        try {
          await transport.sendMail({
            from,
            to: message.to,
            subject: message.subject,
            text: message.body,
            messageId: `<hitch-email-${outboxId}@${domain}>`,
          });
          return null;
        } catch (error) {
          // The reason for the operators: the SMTP reply code, never the message or the credentials.
          const code =
            (error as { responseCode?: number; code?: string }).responseCode ?? (error as { code?: string }).code;
          return `SMTP_${code ?? "FAILED"}`;
        }
      },
    };
  }
  return {
    provider: "outbox",
    cipher,
    async deliver(outboxId, message) {
      log.info({ outboxId, purpose: message.purpose }, "e-mail kept in outbox");
      return null;
    },
  };
}

/** SMTP_URL as nodemailer's SMTP options: smtps:// is TLS from the start (port 465), smtp:// upgrades with STARTTLS. */
function smtpOptions(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === "smtps:";
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
}
