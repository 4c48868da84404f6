import type { Server } from "node:http";
import { parseArgs } from "node:util";
import { createServiceRequestSchema } from "@hitch/contract/admin/services";
import { languageSchema } from "@hitch/contract/common/enums";
import pino from "pino";
import { z } from "zod";
import type { CoreContext } from "./app-context.ts";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { connect, type Database } from "./db/connect.ts";
import { copyToPostgres, TargetNotEmptyError } from "./db/copy-to-postgres.ts";
import { DataDirInUseError } from "./db/data-dir-lock.ts";
import { BackupError, restoreBackup, RestoreTargetInUseError, writeBackupFile } from "./modules/backup/public.ts";
import { createService } from "./modules/admin/service-admin.ts";
import { startDispatchBackground } from "./modules/dispatch/background.ts";
import { startWithLinkSms } from "./modules/links/service.ts";
import { startAssistanceRequest, startClaim } from "./modules/links/start.ts";
import { findServiceByAnyName } from "./modules/services/repository.ts";
import { createMessageOutbox, type RunningOutbox } from "./providers/sms/message-outbox.ts";
import { startMetricsServer } from "./modules/operations/public.ts";
import { createOperatorFromCli, OperatorCliError, OPERATOR_OPTIONS } from "./modules/operators/operator-cli.ts";
import { seedDemoOperator } from "./modules/operators/public.ts";
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
  backup FILE                   a .tar.gz of the embedded database and files (also while the server runs)
  restore FILE                  a backup back into DATA_DIR, which must hold no database yet
  migrate-to-postgres URL       copy the embedded database (server stopped) into an empty PostgreSQL database
  operator create --email E --name N --role admin|operator|viewer [--service NAME,...] [--password P]
  operator create --email E --name N --role dispatcher --company "TOWING COMPANY" [--password P]
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
  const app = await buildApp(config, { db: database.db, outbox, testClock, database });
  const operations = app.appContext.operations;
  operations.workers.register("outboxSender", () => outbox.isRunning());
  // eslint-disable-next-line prefer-const -- the shutdown handler above reads it; it is assigned once the server listens
  let dispatch: Awaited<ReturnType<typeof startDispatchBackground>> | undefined;
  let metricsServer: Server | undefined;
  const shutdown = async () => {
    // A stuck connection or database must not keep a stopped instance alive.
    setTimeout(() => process.exit(1), config.shutdownTimeoutSeconds * 1000).unref();
    try {
      // /readyz answers 503 from now on, so a load balancer stops sending this instance new customers.
      operations.readiness.markShuttingDown();
      // The worker ends once its current step commits: dispatch work is claimed only by row locks inside
      // a transaction, so nothing stays claimed and another instance's worker takes the next step at once.
      await Promise.all([dispatch?.stop(), outbox.stop()]);
      // Stops listening, ends every status stream (the browser falls back to polling, which the load
      // balancer sends to another instance) and waits for the requests in flight. A kept-alive connection
      // whose request finishes meanwhile would otherwise stay open until its keep-alive timeout.
      const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close();
      clearInterval(closeIdle);
      metricsServer?.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.once("SIGINT", () => void shutdown());
  process.once("SIGTERM", () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  if (config.metrics.port !== undefined)
    metricsServer = await startMetricsServer(operations, config.host, config.metrics.port);
  // The dispatch worker runs on every instance; SIMULATOR=on adds simulated drivers.
  dispatch = await startDispatchBackground(app, app.appContext);
  const worker = dispatch;
  operations.workers.register("dispatchWorker", () => worker.isRunning());
  const ctx = cliContext(config, database, outbox, now);
  const demoAdmin = await seedDemoOperator(app.appContext.operatorAuth, database.db, config);
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
      `  Operator console:  ${config.publicUrl}/console  (login: ${demoAdmin.email} / ${demoAdmin.password})`,
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
      ...OPERATOR_OPTIONS,
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
    (["backup", "restore", "migrate-to-postgres"].includes(command) && sub !== undefined) ||
    (command === "service" && sub === "create") ||
    (command === "link" && (sub === "assistance" || sub === "claim")) ||
    (command === "operator" && sub === "create");
  if (!known) throw new UsageError(`Unknown command: ${positionals.join(" ")}`);
  const config = loadConfig();
  if (command === "serve") return serve(config);
  if (command === "backup") {
    const how = await writeBackupFile(config, sub);
    console.log(`Backup written to ${sub}${how === "server" ? " (by the running server)" : ""}.`);
    return;
  }
  if (command === "restore") {
    if (config.databaseUrl) throw new UsageError("DATABASE_URL is set: restore PostgreSQL with pg_restore or psql.");
    await restoreBackup(sub, config.dataDir);
    console.log(`Restored into ${config.dataDir}.`);
    return;
  }

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
    } else if (command === "migrate-to-postgres") {
      if (database.kind !== "pglite") throw new UsageError("Unset DATABASE_URL: the source is the embedded database.");
      for (const { table, rows } of await copyToPostgres(database.db, sub)) console.log(`  ${table}: ${rows}`);
      console.log("Copied. Start the server with DATABASE_URL set to that database.");
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
    } else if (command === "operator" && sub === "create") {
      const ctx = cliContext(config, database);
      console.log(await createOperatorFromCli(ctx, values));
      await ctx.outbox.stop();
    } else {
      throw new UsageError(`Unknown command: ${positionals.join(" ")}`);
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof BackupError ||
    error instanceof RestoreTargetInUseError ||
    error instanceof TargetNotEmptyError
  ) {
    console.error(error.message);
  } else if (error instanceof OperatorCliError) {
    console.error(error.message);
  } else if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else if (error instanceof z.ZodError) {
    console.error(
      `Invalid arguments:\n${error.issues.map((i) => `  - ${i.path.join(".") || "value"}: ${i.message}`).join("\n")}`,
    );
  } else if (error instanceof Error && error.message === "SERVICE_EXISTS") {
    console.error("A service with that name or link name already exists.");
  } else {
    console.error(error);
  }
  process.exit(1);
});
