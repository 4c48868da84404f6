import type { Server } from "node:http";
import pino from "pino";
import type { CoreContext } from "../app-context.ts";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { startDispatchBackground } from "../modules/dispatch/background.ts";
import { inviteDriver } from "../modules/drivers/public.ts";
import { startMetricsServer } from "../modules/operations/public.ts";
import { seedDemoOperator } from "../modules/operators/public.ts";
import { createAdjustableClock } from "../modules/test-clock/adjustable-clock.ts";
import { createMessageOutbox } from "../providers/sms/message-outbox.ts";
import { DEMO_DRIVER, demoDriverId } from "../seed/demo-driver.ts";
import { seedDemo } from "../seed/seed.ts";
import { cliContext, newLink } from "./cli-context.ts";

/**
 * A fresh sign-in link for the demo driver (no SMS: it is printed on the start banner, which only whoever runs
 * the server on its machine reads; it opens one phone).
 */
async function demoDriverLink(ctx: CoreContext): Promise<string> {
  const id = await demoDriverId(ctx.db);
  if (id === null) throw new Error("the demo driver was not seeded");
  return (await inviteDriver(ctx, id, { language: "en", sendSms: false })).url;
}

/** `serve` on a migrated database: seeds the demo, listens, runs the workers and stops cleanly on SIGTERM. */
export async function serve(config: Config, database: Database) {
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
