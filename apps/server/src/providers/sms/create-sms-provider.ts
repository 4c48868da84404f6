import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { httpSmsProvider } from "./http-sms.ts";
import { outboxSmsProvider } from "./outbox-sms.ts";
import type { SmsProvider } from "./sms-provider.ts";

export function createSmsProvider(config: Config, db: Db, log: FastifyBaseLogger): SmsProvider {
  if (config.sms.provider === "http") return httpSmsProvider(db, log, { url: config.sms.url, token: config.sms.token });
  return outboxSmsProvider(db, log);
}
