import { createRoutingProvider } from "../../providers/routing/create-routing-provider.ts";
import type { RoutingProvider } from "../../providers/routing/routing-provider.ts";
import type { Db } from "../../db/connect.ts";
import { type DispatchSettings, dispatchSettingsFromEnv } from "./dispatch-settings.ts";
import { createLocalStatusEvents, createPostgresStatusEvents, type StatusEvents } from "./status-events.ts";

type Log = {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** What the engine needs besides the database: its settings, ETAs, change events and a clock. */
export interface DispatchRuntime {
  db: Db;
  settings: DispatchSettings;
  routing: RoutingProvider;
  events: StatusEvents;
  now: () => Date;
  log: Log;
}

export type RuntimeOptions = {
  settings?: DispatchSettings;
  /** Set for PostgreSQL: status events then travel between instances by LISTEN/NOTIFY. */
  databaseUrl?: string;
  now?: () => Date;
  log?: Log;
  routing?: RoutingProvider;
};

const quiet: Log = { warn: () => {}, info: () => {}, error: () => {} };

// One runtime per database handle, so the routes, the worker and the simulator of one process
// share the same event fan-out (on PGlite that fan-out is the only channel there is).
const runtimes = new WeakMap<Db, DispatchRuntime>();

export function createDispatchRuntime(db: Db, options: RuntimeOptions = {}): DispatchRuntime {
  const existing = runtimes.get(db);
  if (existing) return existing;
  const settings = options.settings ?? dispatchSettingsFromEnv();
  const log = options.log ?? quiet;
  const runtime: DispatchRuntime = {
    db,
    settings,
    routing: options.routing ?? createRoutingProvider(settings.routing, log),
    events: options.databaseUrl ? createPostgresStatusEvents(db, options.databaseUrl, log) : createLocalStatusEvents(),
    now: options.now ?? (() => new Date()),
    log,
  };
  runtimes.set(db, runtime);
  return runtime;
}

/** The runtime registered for this database, if any (startDispatch works without one). */
export function registeredDispatchRuntime(db: Db): DispatchRuntime | undefined {
  return runtimes.get(db);
}

export async function closeDispatchRuntime(db: Db): Promise<void> {
  const runtime = runtimes.get(db);
  runtimes.delete(db);
  await runtime?.events.close();
}
