import type { Server } from "node:http";
import pino from "pino";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { startDispatchBackground } from "../modules/dispatch/background.ts";
import { startMetricsServer } from "../modules/operations/public.ts";
import { createAdjustableClock } from "../modules/test-clock/adjustable-clock.ts";
import { createMessageOutbox } from "../providers/sms/message-outbox.ts";
import { seedDemo } from "../seed/seed.ts";
import { cliContext } from "./cli-context.ts";
import { demoBanner, productionBanner } from "./start-banner.ts";

/**
 * `serve` on a migrated database: seeds the demo (a development start only, config.demo), listens, runs the
 * workers and stops cleanly on SIGTERM.
 */
export async function serve(config: Config, database: Database) {
  if (config.demo) await seedDemo(database.db);
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
      // /readyz answers 503 from now on, so a load balancer stops sending this instance new customers, and every
      // answer closes its connection (http/close-connections-when-stopping.ts). A kept-alive connection with no
      // request on it is closed now: left open, its client would send the next request just as it is closed.
      operations.readiness.markShuttingDown();
      app.server.closeIdleConnections();
      // The worker ends once its current step commits: dispatch work is claimed only by row locks inside
      // a transaction, so nothing stays claimed and another instance's worker takes the next step at once.
      // A load balancer learns of the stop from /readyz on a new connection: the listener stays open for the drain
      // (SHUTDOWN_DRAIN_SECONDS, about one health-check interval) so that it sees the 503 instead of a refused
      // connection, and moves customers away before the instance stops listening.
      const drain = new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
      await Promise.all([dispatch?.stop(), outbox.stop(), drain]);
      // Stops listening, ends every status stream (the browser falls back to polling, which the load
      // balancer sends to another instance) and waits for the requests in flight. An answer whose headers went out
      // before the stop (without Connection: close) leaves its connection idle after it: closed within 100 ms
      // rather than at its keep-alive timeout.
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
  console.log(config.demo ? await demoBanner(app.appContext, ctx, database) : await productionBanner(config, database));
}
