import type { ClaimPdfPool } from "./modules/console-claims/public.ts";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { SessionStateReader } from "./auth/session-state.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/connect.ts";
import type { DispatchRuntime } from "./modules/dispatch/public.ts";
import type { AppStorage, ImageQueue } from "./modules/files/public.ts";
import type { LinkTargetLookup } from "./modules/links/public.ts";
import type { Operations } from "./modules/operations/public.ts";
import type { OperatorAuth } from "./modules/operators/public.ts";
import type { Geocoder } from "./providers/geocoder/geocoder.ts";
import type { MessageOutbox } from "./providers/sms/sms-provider.ts";
import type { VehicleRegistry } from "./providers/vehicle-registry/vehicle-registry.ts";

/** Configuration, database, outbox and clock: what a command-line task has without an app. */
export interface CoreContext {
  config: Config;
  db: Db;
  /** SMS and e-mail to customers, written in the caller's transaction and sent after commit. */
  outbox: MessageOutbox;
  now: () => Date;
}

/**
 * What route modules get: the core and the app's own services, created once per app in buildApp
 * (create-app-context.ts). Everything that holds state lives here rather than in a module-level
 * registry, so two apps in one process (tests build many) never share hooks, caches or queues.
 */
export interface AppContext extends CoreContext {
  /** The dispatch engine's settings, routing, status events and transition hooks. */
  dispatch: DispatchRuntime;
  /** Link code lookups; those that arrive together share one query. */
  linkTargets: LinkTargetLookup;
  /** How far a customer session still reaches; the sessions of one event-loop turn share a query. */
  sessionStates: SessionStateReader;
  storage: AppStorage;
  /** Bounds how many photos are decoded at once. */
  imageQueue: ImageQueue;
  vehicleRegistry: VehicleRegistry;
  geocoder: Geocoder;
  /** Readiness, worker liveness and the Prometheus metrics of this app. */
  operations: Operations;
  /** PGlite only: a consistent copy of the embedded database, for the backup route. */
  embeddedSnapshot: (() => Promise<Blob>) | undefined;
  /** Operator accounts and sessions of the console (better-auth). */
  operatorAuth: OperatorAuth;
  /** The worker threads that lay out claim PDFs, off the event loop; buildApp ends them when the app closes. */
  claimPdfs: ClaimPdfPool;
}

export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** A route file's routes (its `routes` export). Registered inside the file's own encapsulated scope. */
export type RouteModule = (app: App, ctx: AppContext) => void | Promise<void>;

export const PUBLIC_PREFIX = "/api/v1/public";
export const ADMIN_PREFIX = "/api/v1/admin";
export const DRIVER_PREFIX = "/api/v1/driver";
export const CONSOLE_PREFIX = "/api/v1/console";
