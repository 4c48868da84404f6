import type { AppContext } from "../../app-context.ts";
import { closeDispatchRuntime } from "./dispatch-runtime.ts";
import { startDispatchWorker } from "./dispatch-worker.ts";
import { dispatchRuntimeFor } from "./runtime-from-context.ts";
import {
  DEFAULT_SIMULATOR_OPTIONS,
  type Injector,
  type SimulatorOptions,
  startDriverSimulator,
} from "./simulator/driver-simulator.ts";

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/**
 * What `serve` runs beside the HTTP server: the dispatch worker (every instance runs one) and,
 * with SIMULATOR=on, the simulated drivers, which call the driver API through `server`.
 */
export async function startDispatchBackground(
  server: Injector,
  ctx: Pick<AppContext, "config" | "db" | "now">,
  log: Log,
  options: { simulator?: Partial<SimulatorOptions> } = {},
) {
  const rt = dispatchRuntimeFor(ctx, log);
  const worker = startDispatchWorker(rt);
  const simulator = ctx.config.simulator
    ? await startDriverSimulator(ctx.db, server, log, ctx.config.sessionSecret, {
        ...DEFAULT_SIMULATOR_OPTIONS,
        ...options.simulator,
      })
    : null;
  return {
    runtime: rt,
    simulatedDrivers: simulator?.fleet ?? [],
    async stop() {
      await simulator?.stop();
      await worker.stop();
      await closeDispatchRuntime(ctx.db);
    },
  };
}
