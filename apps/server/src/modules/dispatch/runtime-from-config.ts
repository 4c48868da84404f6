import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { createRoutingProvider } from "../../providers/routing/create-routing-provider.ts";
import { createDispatchRuntime, type DispatchRuntime } from "./dispatch-runtime.ts";

type Log = DispatchRuntime["log"];

/**
 * An app's dispatch runtime from its configuration: the dispatch settings, ETAs from the configured
 * router, and events that cross instances when the database is PostgreSQL. buildApp makes one per app.
 */
export function dispatchRuntimeFor(config: Config, db: Db, now: () => Date, log: Log): DispatchRuntime {
  return createDispatchRuntime(db, {
    settings: config.dispatch,
    routing: createRoutingProvider(config.routing, log),
    databaseUrl: config.databaseUrl,
    now,
    log,
  });
}
