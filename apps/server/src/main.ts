import { parseArgs } from "node:util";
import { createServiceRequestSchema } from "@hitch/contract/admin/services";
import { languageSchema } from "@hitch/contract/common/enums";
import pino from "pino";
import { z } from "zod";
import type { CoreContext } from "./app-context.ts";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { connect, type Database } from "./db/connect.ts";
import { DataDirInUseError } from "./db/data-dir-lock.ts";
import { createService } from "./modules/admin/service-admin.ts";
import { startDispatchBackground } from "./modules/dispatch/background.ts";
import { startWithLinkSms } from "./modules/links/service.ts";
import { startAssistanceRequest, startClaim } from "./modules/links/start.ts";
import { findServiceByAnyName } from "./modules/services/repository.ts";
import { createMessageOutbox, type RunningOutbox } from "./providers/sms/message-outbox.ts";
import { createAdjustableClock } from "./modules/test-clock/adjustable-clock.ts";
import { seedDemo } from "./seed/seed.ts";
import { DEMO_DRIVER, demoDriverId } from "./seed/demo-driver.ts";
import { inviteDriver } from "./modules/drivers/public.ts";

const USAGE = `Usage: hitch <command>
  serve                         migrate, seed the demo, start the server
  migrate                       apply database migrations
  seed                          migrate and insert the demo data (idempotent)
  service create --name NAME --link-name LINK [--country EE] [--language en] [--color #d32f2f]
  link assistance|claim --service NAME [--phone +372...] [--language et] [--send-sms]
Configuration comes from the environment (see README).`;

class UsageError extends Error {}

async function openDatabase(config: Config): Promise<Database> {
  const database = await connect(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  return database;
}

function cliContext(
  config: Config,
  database: Database,
  outbox?: RunningOutbox,
  now: () => Date = () => new Date(),
): CoreContext & { outbox: RunningOutbox } {
  const log = pino({ level: config.logLevel });
  return { config, db: database.db, outbox: outbox ?? createMessageOutbox(config, database.db, log, { now }), now };
}

async function newLink(
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

/** A fresh sign-in link for the demo driver (no SMS: it is printed). */
async function demoDriverLink(ctx: CoreContext): Promise<string> {
  const id = await demoDriverId(ctx.db);
  if (id === null) throw new Error("the demo driver was not seeded");
  return (await inviteDriver(ctx, id, { language: "en", sendSms: false })).url;
}

async function serve(config: Config) {
  const database = await openDatabase(config);
  await seedDemo(database.db);
  // Under TEST_CLOCK=on one movable clock drives the routes, the dispatch worker and the outbox alike.
  const testClock = config.testClock ? createAdjustableClock() : undefined;
  const now = testClock?.now ?? (() => new Date());
  // Every message is sent from the outbox after its transaction commits (a nudge), and the sweep
  // sends what a crash left behind and retries what the gateway refused; see message-outbox.ts.
  const outbox = createMessageOutbox(config, database.db, pino({ level: config.logLevel }), { now });
  outbox.start();
  const app = await buildApp(config, { db: database.db, outbox, testClock });
  // eslint-disable-next-line prefer-const -- the shutdown handler above reads it; it is assigned once the server listens
  let dispatch: Awaited<ReturnType<typeof startDispatchBackground>> | undefined;
  const shutdown = async () => {
    // A stuck connection or database must not keep a stopped instance alive: give up after 10 s.
    setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await dispatch?.stop();
      await outbox.stop();
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.once("SIGINT", () => void shutdown());
  process.once("SIGTERM", () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  // The dispatch worker runs on every instance; SIMULATOR=on adds simulated drivers.
  dispatch = await startDispatchBackground(app, app.appContext);
  const ctx = cliContext(config, database, outbox, now);
  const keyNote = config.adminApiKeyGenerated ? " (generated for development; set ADMIN_API_KEY in production)" : "";
  console.log(
    [
      "",
      `Hitch is running on ${config.publicUrl}  (database: ${database.kind})`,
      `  Partner landing:   ${config.publicUrl}/partner/demo`,
      `  Assistance link:   ${await newLink(ctx, "assistance", "demo", {})}`,
      `  Claim link:        ${await newLink(ctx, "claim", "demo", {})}`,
      `  Driver app:        ${await demoDriverLink(ctx)}  (demo driver ${DEMO_DRIVER.fullName})`,
      `  Operator API key:  ${config.adminApiKey}${keyNote}`,
      `  API docs:          ${config.publicUrl}/api/docs`,
      "",
    ].join("\n"),
  );
}

async function run(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      "link-name": { type: "string" },
      country: { type: "string" },
      language: { type: "string" },
      color: { type: "string" },
      service: { type: "string" },
      phone: { type: "string" },
      "send-sms": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, sub] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const known =
    ["serve", "migrate", "seed"].includes(command) ||
    (command === "service" && sub === "create") ||
    (command === "link" && (sub === "assistance" || sub === "claim"));
  if (!known) throw new UsageError(`Unknown command: ${positionals.join(" ")}`);
  const config = loadConfig();
  if (command === "serve") return serve(config);

  const database = await openDatabase(config);
  try {
    if (command === "migrate") {
      console.log(`Migrations applied (${database.kind}).`);
    } else if (command === "seed") {
      await seedDemo(database.db);
      console.log("Demo data present.");
    } else if (command === "service" && sub === "create") {
      const body = createServiceRequestSchema.parse({
        name: values.name,
        serviceLinkName: values["link-name"],
        countryCode: values.country ?? "EE",
        defaultLanguage: values.language ?? "en",
        themeColor: values.color,
      });
      const row = await createService(database.db, body);
      console.log(`Service '${row.name}' created: ${config.publicUrl}/partner/${row.linkName}`);
    } else if (command === "link" && (sub === "assistance" || sub === "claim")) {
      if (!values.service) throw new UsageError("--service is required.");
      const ctx = cliContext(config, database);
      console.log(
        await newLink(ctx, sub, values.service, {
          phone: values.phone,
          language: values.language,
          sendSms: values["send-sms"],
        }),
      );
      // Send it before the process ends; a server's sweep would otherwise send it within a minute.
      await ctx.outbox.flush();
      await ctx.outbox.stop();
    } else {
      throw new UsageError(`Unknown command: ${positionals.join(" ")}`);
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else if (error instanceof z.ZodError) {
    console.error(
      `Invalid arguments:\n${error.issues.map((i) => `  - ${i.path.join(".") || "value"}: ${i.message}`).join("\n")}`,
    );
  } else if (error instanceof Error && error.message === "CONFLICT") {
    console.error("A service with that name or link name already exists.");
  } else {
    console.error(error);
  }
  process.exit(1);
});
