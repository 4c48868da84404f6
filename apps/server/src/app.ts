import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify from "fastify";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "./app-context.ts";
import { FailedAttemptLimiter } from "./auth/failed-attempts.ts";
import { installCustomerScopeGuard } from "./auth/customer-scope.ts";
import { installSessionCookieCache } from "./auth/session.ts";
import type { Config } from "./config.ts";
import { createAppContext } from "./create-app-context.ts";
import type { Database, Db } from "./db/connect.ts";
import { errorBody, installErrorHandler } from "./http/error-handler.ts";
import { refuseCrossSiteRequests } from "./http/cross-site-guard.ts";
import { sendBodylessNotModified } from "./http/not-modified.ts";
import { rejectNulCharacters } from "./http/reject-nul.ts";
import { fastifyTrustProxy } from "./http/trust-proxy.ts";
import { responseSerializerCompiler } from "./http/response-serializer.ts";
import { installSecurityHeaders } from "./http/security-headers.ts";
import { registerWebApp } from "./http/web-app.ts";
import { registerRouteFiles } from "./http/route-files.ts";
import { closeConnectionsWhenStopping } from "./http/close-connections-when-stopping.ts";
import { refuseWhenOverloaded } from "./http/overload.ts";
import { recordRequestMetrics } from "./http/request-metrics.ts";
import { traceRequests } from "./http/tracing.ts";
import { caseDispatchHooks } from "./modules/cases/dispatch-hooks.ts";
import type { DestinationStream } from "pino";
import { redactSecrets } from "./http/redact-secrets.ts";
import { createMessageOutbox } from "./providers/sms/message-outbox.ts";
import type { MessageOutbox } from "./providers/sms/sms-provider.ts";
import type { AdjustableClock } from "./modules/test-clock/adjustable-clock.ts";
import { testClockRoutes } from "./modules/test-clock/routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's context (AppContext), for what runs beside the routes: main.ts's dispatch worker, tests. */
    appContext: AppContext;
  }
}

export interface AppDeps {
  db: Db;
  /** The message outbox; by default one whose nudges send from this app (main.ts adds the sweep). */
  outbox?: MessageOutbox;
  now?: () => Date;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: DestinationStream;
  /** The clock the operator may move forward; mounted only when config.testClock is on (it then also gives `now`). */
  testClock?: AdjustableClock;
  /** What the database tells beyond queries: its pool (metrics) and, on PGlite, snapshots (backups). */
  database?: Pick<Database, "poolStats" | "snapshot">;
}

/**
 * Node closes a request that has not fully arrived in `requestTimeout` (408), but only notices on its
 * connection sweep, every 30 s by default; sweep often enough that the limit is the limit. Headers get
 * Node's 60 s, or the whole request's time when that is shorter.
 */
function requestTimeouts(seconds: number) {
  const requestTimeout = seconds * 1000;
  const connectionsCheckingInterval = Math.max(100, Math.min(5_000, requestTimeout / 4));
  return { requestTimeout, http: { connectionsCheckingInterval, headersTimeout: Math.min(60_000, requestTimeout) } };
}

export async function buildApp(config: Config, deps: AppDeps) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      // Link codes, feedback invitations and tokens travel in URLs; the log keeps the URL without them.
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactSecrets(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    bodyLimit: config.bodyLimitBytes,
    ...requestTimeouts(config.requestTimeoutSeconds),
    // Off unless TRUST_PROXY names the proxies: otherwise any client could set X-Forwarded-For and
    // choose the address that the per-address limits count.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Route paths are matched exactly; /foo/ and /foo are the same page for people.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  installErrorHandler(app);
  rejectNulCharacters(app);
  refuseCrossSiteRequests(app, config.publicUrl);
  const testClock = config.testClock ? deps.testClock : undefined;
  if (config.testClock && !testClock) throw new Error("TEST_CLOCK is on but no clock was given to buildApp");
  sendBodylessNotModified(app);

  installSecurityHeaders(app, config.publicUrl.startsWith("https:"));
  app.decorate("failedAuthAttempts", new FailedAttemptLimiter(config.rateLimits.authFailuresPerMinute));
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  installSessionCookieCache(app);
  await app.register(fastifyRateLimit, {
    global: false,
    // The limit's headers go out only with a 429 (with Retry-After): the app never reads them on the
    // answers under the limit, and they cost the busiest route three headers per answer.
    addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(429, "RATE_LIMITED"),
      statusCode: context.statusCode,
    }),
  });
  // JSON answers of 1 KB and more go out compressed (brotli at its fast level 4, or gzip); smaller ones would
  // save less than they cost. Request bodies are never compressed by the app, so nothing inflates them. The
  // status stream writes to the socket itself and is never buffered; the built app's files are precompressed.
  await app.register(fastifyCompress, { encodings: ["br", "gzip"], threshold: 1024, globalDecompression: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Hitch API", version: "1" },
      components: { securitySchemes: { apiKey: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  let outbox = deps.outbox;
  if (!outbox) {
    const own = createMessageOutbox(config, deps.db, app.log);
    app.addHook("onClose", () => own.stop());
    outbox = own;
  }
  const now = testClock?.now ?? deps.now ?? (() => new Date());
  const ctx = createAppContext({ config, db: deps.db, outbox, now }, app.log, deps.database);
  app.decorate("appContext", ctx);
  await traceRequests(app, config);
  await refuseWhenOverloaded(app, config, ctx.operations);
  recordRequestMetrics(app, ctx.operations);
  closeConnectionsWhenStopping(app, ctx.operations);
  app.addHook("onClose", () => ctx.dispatch.close());
  app.addHook("onClose", () => ctx.claimPdfs.close());
  // Not routes: cases and feedback follow this app's dispatch transitions for as long as it runs.
  caseDispatchHooks(ctx);
  // Before any route exists, so that every customer route under a scoped prefix gets its guard.
  installCustomerScopeGuard(app, ctx);
  await registerRouteFiles(app, ctx);
  if (testClock)
    await app.register(async (scope) =>
      testClockRoutes(scope.withTypeProvider<ZodTypeProvider>(), config.adminApiKey, testClock),
    );
  await registerWebApp(app, config.webDist, config.rateLimits.linkValidationPerMinute);
  return app;
}
