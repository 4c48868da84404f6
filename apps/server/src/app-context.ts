import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { sessionStateReader, type SessionStateReader } from "./auth/session-state.ts";
import type { Db } from "./db/connect.ts";
import type { MessageOutbox } from "./providers/sms/sms-provider.ts";

/** What route modules get: configuration and the shared services, created once in buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  /** SMS and e-mail to customers, written in the caller's transaction and sent after commit. */
  outbox: MessageOutbox;
  now: () => Date;
  /** Reads how far a customer session still reaches; the sessions of one event-loop turn share a query. */
  sessionStates: SessionStateReader;
}

/** The context of one app (or one CLI command): what its parts share, never shared with another app in the process. */
export function createAppContext<O extends MessageOutbox>(parts: {
  config: Config;
  db: Db;
  outbox: O;
  now: () => Date;
}): AppContext & { outbox: O } {
  return { ...parts, sessionStates: sessionStateReader(parts.db) };
}

export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** A domain's routes. Registered by app.ts inside its own encapsulated scope. */
export type RouteModule = (app: App, ctx: AppContext) => void | Promise<void>;

export const PUBLIC_PREFIX = "/api/v1/public";
export const ADMIN_PREFIX = "/api/v1/admin";
