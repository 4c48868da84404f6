import type { DispatchSettings } from "../../config.ts";
import type { RoutingProvider } from "../../providers/routing/routing-provider.ts";
import type { Db } from "../../db/connect.ts";
import { createLocalStatusEvents, createPostgresStatusEvents, type StatusEvents } from "./status-events.ts";
import { closeCallbackWhenMovedOn } from "./operator-callbacks.ts";
import { createTransitionHooks, type TransitionHooks } from "./transition-hooks.ts";

type Log = {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/**
 * What the engine needs besides the database: its settings, ETAs, change events, the hooks other
 * modules hang on its transitions, and a clock. One per app (AppContext.dispatch): the app's routes,
 * its worker and its simulator share it, so on PGlite its in-process events are the only channel there is.
 */
export interface DispatchRuntime {
  db: Db;
  settings: DispatchSettings;
  routing: RoutingProvider;
  events: StatusEvents;
  transitions: TransitionHooks;
  now: () => Date;
  log: Log;
  /** Ends the LISTEN connection (PostgreSQL); the owner calls it once nothing publishes any more. */
  close(): Promise<void>;
}

export type RuntimeOptions = {
  settings: DispatchSettings;
  routing: RoutingProvider;
  /** Set for PostgreSQL: status events then travel between instances by LISTEN/NOTIFY. */
  databaseUrl?: string;
  now?: () => Date;
  log?: Log;
};

const quiet: Log = { warn: () => {}, info: () => {}, error: () => {} };

export function createDispatchRuntime(db: Db, options: RuntimeOptions): DispatchRuntime {
  const log = options.log ?? quiet;
  const events = options.databaseUrl
    ? createPostgresStatusEvents(db, options.databaseUrl, log)
    : createLocalStatusEvents();
  const transitions = createTransitionHooks();
  transitions.subscribe(closeCallbackWhenMovedOn);
  return {
    db,
    settings: options.settings,
    routing: options.routing,
    events,
    transitions,
    now: options.now ?? (() => new Date()),
    log,
    close: () => events.close(),
  };
}
