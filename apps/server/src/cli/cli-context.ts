import pino from "pino";
import type { CoreContext } from "../app-context.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { startWithLinkSms } from "../modules/links/service.ts";
import { startAssistanceRequest, startClaim } from "../modules/links/start.ts";
import { findServiceByAnyName } from "../modules/services/repository.ts";
import { createMessageOutbox, type RunningOutbox } from "../providers/sms/message-outbox.ts";
import { languageSchema } from "@hitch/contract/common/enums";
import { UsageError } from "./usage.ts";

/** What a command needs to write and send like a request would, outside a running server. */
export function cliContext(
  config: Config,
  database: Database,
  outbox?: RunningOutbox,
  now: () => Date = () => new Date(),
): CoreContext & { outbox: RunningOutbox } {
  const log = pino({ level: config.logLevel });
  return { config, db: database.db, outbox: outbox ?? createMessageOutbox(config, database.db, log, { now }), now };
}

/** A new assistance or claim link for a service, as its URL. */
export async function newLink(
  ctx: CoreContext & { outbox: RunningOutbox },
  kind: "assistance" | "claim",
  serviceName: string,
  options: { phone?: string; language?: string; sendSms?: boolean },
) {
  const service = await findServiceByAnyName(ctx.db, serviceName);
  if (!service) throw new UsageError(`No service named '${serviceName}'.`);
  const language = options.language === undefined ? undefined : languageSchema.parse(options.language);
  const start = kind === "assistance" ? startAssistanceRequest : startClaim;
  const linkKind = kind === "assistance" ? "ASSISTANCE" : "CLAIM";
  const smsTo = options.sendSms ? options.phone : undefined;
  const answer = await startWithLinkSms(ctx, linkKind, smsTo, (inTx) =>
    start(inTx, service, { language, smsPhone: options.phone }),
  );
  return answer.url;
}
