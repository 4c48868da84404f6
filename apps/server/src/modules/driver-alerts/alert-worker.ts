import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { createWebPushSender, type PushSender } from "../../providers/push/web-push-sender.ts";
import type { MessageOutbox } from "../../providers/sms/sms-provider.ts";
import { pushDueOffers } from "./offer-pushes.ts";
import { textUnopenedOffers } from "./offer-sms-fallback.ts";
import { takeStaleDriversOffDuty } from "./stale-drivers.ts";

/** What the loop needs of the dispatch runtime (its clock, log and change events), without importing dispatch. */
type Runtime = {
  db: Db;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
  events: { subscribeAll(listener: (requestId: number | null) => void): () => void };
};

export type DriverAlertDeps = {
  db: Db;
  config: Pick<Config, "publicUrl" | "driverAlerts" | "dispatch">;
  outbox: MessageOutbox;
  send: PushSender;
};

/** How often the stale-driver sweep runs: positions come every few seconds, staleness is counted in minutes. */
export const STALE_SWEEP_MS = 15_000;

/** One pass: push new offers and close ended ones, text drivers who did not open an offer, then (if asked) stale drivers. */
export async function runDriverAlerts(deps: DriverAlertDeps, now: Date, options: { staleSweep?: boolean } = {}) {
  const pushed = await pushDueOffers(deps.db, deps.send, now);
  const texted = await textUnopenedOffers(
    deps.db,
    deps.outbox,
    { publicUrl: deps.config.publicUrl, smsFallbackSeconds: deps.config.driverAlerts.smsFallbackSeconds },
    now,
  );
  const offDuty =
    options.staleSweep === false
      ? []
      : await takeStaleDriversOffDuty(deps.db, deps.config.dispatch.positionStaleMinutes, now);
  return { pushed, texted, offDuty };
}

/**
 * Each instance's loop for the drivers' alerts. It runs every DISPATCH_WORKER_INTERVAL_MS and at once after any
 * dispatch change this instance hears of (status events come after the commit, from every instance on
 * PostgreSQL), so a push leaves within moments of the offer's transaction and never inside it.
 */
export function startDriverAlerts(
  rt: Runtime,
  config: Config,
  outbox: MessageOutbox,
  send: PushSender = createWebPushSender(config.driverAlerts.vapid),
) {
  const deps: DriverAlertDeps = { db: rt.db, config, outbox, send };
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let lastStaleSweep = 0;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const staleSweep = Date.now() - lastStaleSweep >= STALE_SWEEP_MS;
    if (staleSweep) lastStaleSweep = Date.now();
    running = runDriverAlerts(deps, rt.now(), { staleSweep })
      .then(() => undefined)
      .catch((error: unknown) => rt.log.warn({ err: error }, "driver alerts: pass failed"))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, config.dispatch.workerIntervalMs);
  timer.unref();
  const unsubscribe = rt.events.subscribeAll((requestId) => requestId !== null && run());
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await running;
    },
  };
}
