import type { AppContext } from "../../app-context.ts";
import { createDispatchRuntime, type DispatchRuntime } from "./dispatch-runtime.ts";
import { dispatchSettingsFromEnv } from "./dispatch-settings.ts";

type Log = DispatchRuntime["log"];

/**
 * The dispatch runtime of this app's database: DISPATCH_TIMEOUT_SECONDS from the validated
 * config, the other dispatch and routing settings from the environment, and cross-instance
 * events when the database is PostgreSQL. Every caller with the same database shares one.
 */
export function dispatchRuntimeFor(ctx: Pick<AppContext, "config" | "db" | "now">, log?: Log): DispatchRuntime {
  return createDispatchRuntime(ctx.db, {
    settings: { ...dispatchSettingsFromEnv(), timeoutSeconds: ctx.config.dispatchTimeoutSeconds },
    databaseUrl: ctx.config.databaseUrl,
    now: ctx.now,
    log,
  });
}
