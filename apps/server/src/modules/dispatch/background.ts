import type { AppContext } from "../../app-context.ts";
import { startDriverAlerts } from "../driver-alerts/public.ts";
import { startUpdateKeyPruning } from "../drivers/public.ts";
import { startDispatchWorker } from "./dispatch-worker.ts";
import {
  DEFAULT_SIMULATOR_OPTIONS,
  type Injector,
  type SimulatorOptions,
  startDriverSimulator,
} from "./simulator/driver-simulator.ts";

/**
 * What `serve` runs beside the HTTP server: the dispatch worker on the app's dispatch runtime (every
 * instance runs one), the drivers' alerts and, with SIMULATOR=on, the simulated drivers, which call the driver API through
 * `server`. The runtime itself belongs to the app and ends with it.
 */
export async function startDispatchBackground(
  server: Injector,
  ctx: Pick<AppContext, "config" | "dispatch" | "outbox">,
  options: { simulator?: Partial<SimulatorOptions> } = {},
) {
  const rt = ctx.dispatch;
  const worker = startDispatchWorker(rt);
  // Offers reach the driver's phones after their commit: Web Push, the SMS fallback, stale phones off duty.
  const alerts = startDriverAlerts(rt, ctx.config, ctx.outbox);
  const pruning = startUpdateKeyPruning(rt.db, {
    retentionHours: ctx.config.driverUpdateKeyRetentionHours,
    now: rt.now,
    onError: (error) => rt.log.warn({ err: error }, "driver update keys: prune failed"),
  });
  const simulator = ctx.config.simulator
    ? await startDriverSimulator(rt.db, server, rt.log, ctx.config.sessionSecret, {
        ...DEFAULT_SIMULATOR_OPTIONS,
        ...options.simulator,
      })
    : null;
  return {
    simulatedDrivers: simulator?.fleet ?? [],
    isRunning: () => worker.isRunning(),
    /** Ends the simulator, then the worker once its current step has committed (no job stays locked). */
    async stop() {
      await simulator?.stop();
      await worker.stop();
      await alerts.stop();
      await pruning.stop();
    },
  };
}
