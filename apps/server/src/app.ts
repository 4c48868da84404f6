import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify from "fastify";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext, RouteModule } from "./app-context.ts";
import { FailedAttemptLimiter } from "./auth/failed-attempts.ts";
import { installCustomerScopeGuard } from "./auth/customer-scope.ts";
import type { Config } from "./config.ts";
import { createAppContext } from "./create-app-context.ts";
import type { Db } from "./db/connect.ts";
import { errorBody, installErrorHandler } from "./http/error-handler.ts";
import { refuseCrossSiteRequests } from "./http/cross-site-guard.ts";
import { sendBodylessNotModified } from "./http/not-modified.ts";
import { rejectNulCharacters } from "./http/reject-nul.ts";
import { fastifyTrustProxy } from "./http/trust-proxy.ts";
import { responseSerializerCompiler } from "./http/response-serializer.ts";
import { installSecurityHeaders } from "./http/security-headers.ts";
import { registerWebApp } from "./http/web-app.ts";
import { adminServiceRoutes } from "./modules/admin/service-routes.ts";
import { assistanceRoutes } from "./modules/assistance/routes.ts";
import { claimAdminRoutes } from "./modules/claims/admin-routes.ts";
import { claimRoutes } from "./modules/claims/routes.ts";
import { claimFileRoutes } from "./modules/claims/file-routes.ts";
import { claimIncidentRoutes } from "./modules/claims/incident-routes.ts";
import { claimNotifierRoutes } from "./modules/claims/notifier-routes.ts";
import { claimVehicleRoutes } from "./modules/claims/vehicle-routes.ts";
import { damageTemplateAdminRoutes } from "./modules/damage-areas/admin-template-routes.ts";
import { damageAreaRoutes } from "./modules/damage-areas/routes.ts";
import { damageTemplateRoutes } from "./modules/damage-areas/template-routes.ts";
import { partyRoutes } from "./modules/parties/routes.ts";
import { claimAccidentDetailsRoutes } from "./modules/claims/accident-details-routes.ts";
import { claimCommunicationRoutes } from "./modules/claims/communication-routes.ts";
import { claimSettlementRoutes } from "./modules/claims/settlement-routes.ts";
import { claimSubmitRoutes } from "./modules/claims/submit-routes.ts";
import { claimFeedbackRoutes } from "./modules/claims/claim-feedback-routes.ts";
import { caseAdminRoutes } from "./modules/cases/admin-routes.ts";
import { caseDispatchHooks } from "./modules/cases/dispatch-hooks.ts";
import { casePublicRoutes } from "./modules/cases/public-routes.ts";
import { feedbackAdminRoutes } from "./modules/feedback/admin-routes.ts";
import { feedbackRoutes } from "./modules/feedback/routes.ts";
import { damageAssessmentRoutes } from "./modules/damage-assessment/routes.ts";
import { workshopAdminRoutes } from "./modules/workshops/admin-routes.ts";
import { workshopPublicRoutes } from "./modules/workshops/public-routes.ts";
import { languageRoutes } from "./modules/languages/routes.ts";
import { linkAdminRoutes } from "./modules/links/admin-routes.ts";
import { fullDataLinkRoutes } from "./modules/links/full-data-link-routes.ts";
import { linkRoutes } from "./modules/links/routes.ts";
import { serviceRoutes } from "./modules/services/routes.ts";
import { dispatchPublicRoutes } from "./modules/dispatch/public-routes.ts";
import { driverRoutes } from "./modules/dispatch/driver-routes.ts";
import { driverAdminRoutes } from "./modules/drivers/admin-routes.ts";
import { assistancePhotoRoutes } from "./modules/files/assistance-photo-routes.ts";
import { assistanceSubmitRoutes } from "./modules/assistance/submit-routes.ts";
import { assistanceUpdateRoutes } from "./modules/assistance/update-routes.ts";
import { geoRoutes } from "./modules/geo/routes.ts";
import { vehicleImportRoutes } from "./modules/vehicles/import-routes.ts";
import { vehicleLookupRoutes } from "./modules/vehicles/lookup-routes.ts";
import type { DestinationStream } from "pino";
import { redactSecrets } from "./http/redact-secrets.ts";
import { createMessageOutbox } from "./providers/sms/message-outbox.ts";
import type { MessageOutbox } from "./providers/sms/sms-provider.ts";
import type { AdjustableClock } from "./modules/test-clock/adjustable-clock.ts";
import { testClockRoutes } from "./modules/test-clock/routes.ts";

/** Every domain's routes, in one list: add a module here to mount it. */
const ROUTE_MODULES: RouteModule[] = [
  linkRoutes,
  linkAdminRoutes,
  fullDataLinkRoutes,
  serviceRoutes,
  assistanceRoutes,
  claimRoutes,
  claimAdminRoutes,
  languageRoutes,
  adminServiceRoutes,
  dispatchPublicRoutes,
  driverRoutes,
  driverAdminRoutes,
  assistanceUpdateRoutes,
  assistanceSubmitRoutes,
  assistancePhotoRoutes,
  vehicleLookupRoutes,
  vehicleImportRoutes,
  geoRoutes,
  claimIncidentRoutes,
  claimVehicleRoutes,
  claimNotifierRoutes,
  claimFileRoutes,
  damageTemplateRoutes,
  damageTemplateAdminRoutes,
  damageAreaRoutes,
  partyRoutes,
  claimAccidentDetailsRoutes,
  claimSettlementRoutes,
  claimCommunicationRoutes,
  claimSubmitRoutes,
  workshopPublicRoutes,
  workshopAdminRoutes,
  damageAssessmentRoutes,
  claimFeedbackRoutes,
  casePublicRoutes,
  caseAdminRoutes,
  caseDispatchHooks,
  feedbackRoutes,
  feedbackAdminRoutes,
];

/**
 * The modules that take file uploads. Only their scopes parse multipart bodies: the plugin also adds
 * an onResponse hook (cleaning up saved files) that every other route would run for nothing.
 */
const UPLOAD_MODULES = new Set<RouteModule>([assistancePhotoRoutes, claimFileRoutes, damageTemplateAdminRoutes]);

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
  const ctx = createAppContext({ config, db: deps.db, outbox, now }, app.log);
  app.decorate("appContext", ctx);
  app.addHook("onClose", () => ctx.dispatch.close());
  const multipartOptions = {
    limits: { fileSize: config.uploadLimitBytes, files: 10, fields: 20, parts: 30, fieldSize: 64 * 1024 },
  };
  // Before any route exists, so that every customer route under a scoped prefix gets its guard.
  installCustomerScopeGuard(app, ctx);
  for (const module of ROUTE_MODULES) {
    await app.register(async (scope) => {
      if (UPLOAD_MODULES.has(module)) await scope.register(fastifyMultipart, multipartOptions);
      return module(scope.withTypeProvider<ZodTypeProvider>(), ctx);
    });
  }
  if (testClock)
    await app.register(async (scope) =>
      testClockRoutes(scope.withTypeProvider<ZodTypeProvider>(), config.adminApiKey, testClock),
    );
  await registerWebApp(app, config.webDist);
  return app;
}
