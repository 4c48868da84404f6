import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Db } from "./db/connect.ts";
import type { MessageOutbox } from "./providers/sms/sms-provider.ts";

/** What route modules get: configuration and the shared services, created once in buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  /** SMS and e-mail to customers, written in the caller's transaction and sent after commit. */
  outbox: MessageOutbox;
  now: () => Date;
}

export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** A route file's routes (its `routes` export). Registered inside the file's own encapsulated scope. */
export type RouteModule = (app: App, ctx: AppContext) => void | Promise<void>;

export const PUBLIC_PREFIX = "/api/v1/public";
export const ADMIN_PREFIX = "/api/v1/admin";
export const DRIVER_PREFIX = "/api/v1/driver";
