import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { persistedSecret, persistedVapidKeys, type VapidKeys } from "./config-secrets.ts";
import { type TrustProxy, trustProxySetting } from "./http/trust-proxy.ts";
import type { RoutingSettings } from "./providers/routing/create-routing-provider.ts";

/** Raised for a bad environment; main.ts prints `message` and exits non-zero. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const positiveNumber = z.coerce.number().positive();
const optionalText = z.string().trim().min(1).optional();
const httpUrl = z.url({ protocol: /^https?$/ });
const kilometreList = z
  .string()
  .regex(/^\s*\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?)*\s*$/, "must be a comma-separated list of kilometres, e.g. 10,25,50")
  .transform((s) => s.split(",").map((km) => Math.round(Number(km) * 1000)))
  .refine(
    (list) => list.every((m, i) => m > 0 && (i === 0 || m >= list[i - 1])),
    "must be positive and non-decreasing",
  );

// Empty strings count as unset so `FOO= npm start` behaves like no FOO at all.
const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PUBLIC_URL: httpUrl.optional(),
  ADMIN_API_KEY: z.string().min(16, "must be at least 16 characters").optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  OUTBOX_ENCRYPTION_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  LINK_TTL_HOURS: positiveInt.default(72),
  SMS_PROVIDER: z.enum(["outbox", "http"]).default("outbox"),
  SMS_HTTP_URL: httpUrl.optional(),
  SMS_HTTP_TOKEN: optionalText,
  EMAIL_PROVIDER: z.enum(["outbox", "smtp"]).default("outbox"),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  EMAIL_FROM: z.string().min(3).default("Hitch <no-reply@localhost>"),
  STORAGE: z.enum(["disk", "s3"]).default("disk"),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: httpUrl.optional(),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  GEOCODER: z.enum(["offline", "nominatim"]).default("offline"),
  GEOCODER_URL: httpUrl.optional(),
  GEOCODER_TIMEOUT_MS: positiveInt.default(4000),
  VEHICLE_REGISTRY: z.enum(["database", "http"]).default("database"),
  VEHICLE_REGISTRY_URL: httpUrl.optional(),
  VEHICLE_REGISTRY_TOKEN: optionalText,
  VEHICLE_REGISTRY_TIMEOUT_MS: positiveInt.default(5000),
  DAMAGE_ASSESSMENT_URL: httpUrl.optional(),
  DAMAGE_ASSESSMENT_KEY: optionalText,
  DAMAGE_ASSESSMENT_TIMEOUT_MS: positiveInt.default(8000),
  // The web app's build beside this code, wherever the server is started from.
  WEB_DIST: z
    .string()
    .min(1)
    .default(fileURLToPath(new URL("../../web/dist", import.meta.url))),
  DISPATCH_TIMEOUT_SECONDS: positiveInt.default(120),
  DISPATCH_WAVE_SIZE: positiveInt.max(100).default(5),
  DISPATCH_WAVE_INTERVAL_SECONDS: positiveNumber.default(15),
  DISPATCH_RADII_KM: kilometreList.default([10_000, 25_000, 50_000, 100_000]),
  DISPATCH_WORKER_INTERVAL_MS: positiveInt.min(50).default(1000),
  ROUTING_OSRM_URL: httpUrl.optional(),
  ROUTING_TIMEOUT_MS: positiveInt.default(2000),
  ROUTING_DETOUR_FACTOR: z.coerce.number().min(1).max(5).default(1.3),
  ROUTING_SPEED_KMH: positiveNumber.max(200).default(50),
  VAPID_PUBLIC_KEY: z.base64url().length(87, "must be an uncompressed P-256 point, base64url").optional(),
  VAPID_PRIVATE_KEY: z.base64url().length(43, "must be a P-256 private key, base64url").optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https: URL")
    .optional(),
  // Push services are https; plain http endpoints only for a local test push service (refused in production).
  PUSH_HTTP_ENDPOINTS: z
    .enum(["on", "off"])
    .default("off")
    .transform((v) => v === "on"),
  DRIVER_SMS_FALLBACK_SECONDS: positiveInt.default(30),
  DRIVER_POSITION_STALE_MINUTES: positiveInt.default(30),
  FEEDBACK_LINK_TTL_DAYS: positiveInt.default(14),
  CASE_LINK_TTL_DAYS: positiveInt.default(90),
  DRIVER_LINK_TTL_HOURS: positiveInt.default(72),
  DRIVER_SESSION_DAYS: positiveInt.default(90),
  DRIVER_UPDATE_KEY_RETENTION_HOURS: positiveInt.default(168),
  SIMULATOR: z
    .enum(["on", "off"])
    .default("off")
    .transform((v) => v === "on"),
  RATE_LIMIT_LINK_PER_MINUTE: positiveInt.default(120),
  RATE_LIMIT_SERVICE_LINK_PER_MINUTE: positiveInt.default(60),
  RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: positiveInt.default(30),
  RATE_LIMIT_CONSOLE_SIGN_IN_PER_MINUTE: positiveInt.default(5),
  RATE_LIMIT_CONSOLE_ACCOUNT_FAILURES: positiveInt.default(10),
  // A password hash is 64 MB and a core for ~100 ms: one per core, leaving a core to the event loop.
  PASSWORD_HASH_CONCURRENCY: positiveInt.default(Math.max(1, availableParallelism() - 1)),
  PASSWORD_HASH_QUEUE_LENGTH: z.coerce.number().int().min(0).default(16),
  TRUST_PROXY: trustProxySetting.default(false),
  BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: positiveInt.default(50 * 1024 * 1024),
  // A decode is CPU work that costs ~100 MB while it runs: one per core, leaving a core to the event loop.
  IMAGE_PROCESSING_CONCURRENCY: positiveInt.default(Math.max(1, availableParallelism() - 1)),
  CLAIM_PDF_THREADS: positiveInt.default(1),
  CLAIM_PDF_QUEUE_LENGTH: z.coerce.number().int().min(0).default(4),
  CLAIM_PDF_TIMEOUT_SECONDS: positiveInt.default(30),
  IMAGE_QUEUE_LENGTH: z.coerce.number().int().min(0).default(32),
  // The whole request, body included, must arrive in this time: a client dripping its body is cut off.
  // Long enough for a full 50 MB photo at 1.4 Mbit/s (the app itself sends resized photos of a few 100 KB).
  REQUEST_TIMEOUT_SECONDS: positiveInt.default(300),
  // /metrics: answered on the main port only to this bearer token, or on METRICS_PORT (keep that one private).
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  METRICS_PORT: port.optional(),
  // Past one of these the instance answers 503 SERVER_BUSY rather than slowing every request down (0: no limit).
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  OVERLOAD_HEAP_USED_BYTES: z.coerce.number().int().min(0).default(0),
  OVERLOAD_RSS_BYTES: z.coerce.number().int().min(0).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt.default(10),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).default(0),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TEST_CLOCK: z
    .enum(["on", "off"])
    .default("off")
    .transform((v) => v === "on"),
  NODE_ENV: z.string().optional(),
});

/** The dispatch engine's pace: how long a search lasts, whom each wave of offers reaches, how often the worker looks. */
export type DispatchSettings = {
  /** No accept by then: TIMED_OUT (DISPATCH_TIMEOUT_SECONDS). */
  timeoutSeconds: number;
  /** Drivers offered the job per wave. */
  waveSize: number;
  /** Pause between waves when nobody accepted. */
  waveIntervalSeconds: number;
  /** Search radius per wave: wave n uses radiiMeters[n] (the last one repeats). */
  radiiMeters: number[];
  /** How often each instance's worker looks for due jobs. */
  workerIntervalMs: number;
  /** A driver whose last position is older than this gets no offers and is taken off duty. */
  positionStaleMinutes: number;
};

export type DriverAlertSettings = {
  /** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a pair made once in DATA_DIR (vapid-keys.json). */
  vapid: VapidKeys & { subject: string };
  /** An offer not opened this long after it was made: the driver gets an SMS with the app's address. */
  smsFallbackSeconds: number;
  /** PUSH_HTTP_ENDPOINTS=on: subscriptions may name an http:// endpoint (a local push service in tests). */
  httpEndpoints: boolean;
};

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  adminApiKey: string;
  /** True when no ADMIN_API_KEY was given and a key was generated and kept in DATA_DIR. */
  adminApiKeyGenerated: boolean;
  /**
   * A development start (NODE_ENV is not `production`): `serve` seeds the demo data and its accounts and prints
   * their links and logins. A production start seeds nothing and prints no secret (cli/start-banner.ts).
   */
  demo: boolean;
  /** Signs session cookies and assessment tokens; keys the feedback-link and claim uuids (auth/keyed-uuid.ts). */
  sessionSecret: string;
  /** Encrypts message texts (they hold link codes) while they wait in the outbox; see providers/sms/outbox-cipher.ts. */
  outboxEncryptionKey: string;
  linkTtlHours: number;
  sms: { provider: "outbox" } | { provider: "http"; url: string; token: string | undefined };
  /** SMTP_URL carries the server, port and credentials (smtp://user:pass@host:587, smtps:// for TLS from the start). */
  email: { provider: "outbox" } | { provider: "smtp"; url: string; from: string };
  storage:
    | { kind: "disk"; dir: string }
    | { kind: "s3"; bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string };
  geocoder: { kind: "offline" } | { kind: "nominatim"; url: string; timeoutMs: number };
  vehicleRegistry: { kind: "database" } | { kind: "http"; url: string; token: string | undefined; timeoutMs: number };
  /** Automatic damage assessment: an HTTP service when DAMAGE_ASSESSMENT_URL is set, else the built-in page. */
  damageAssessment: { kind: "offline" } | { kind: "http"; url: string; key: string | undefined; timeoutMs: number };
  webDist: string;
  dispatch: DispatchSettings;
  /** Drivers' ETAs: an OSRM-compatible router when ROUTING_OSRM_URL is set, else straight-line distance at road speed. */
  routing: RoutingSettings;
  /** Reaching drivers away from the screen: Web Push (VAPID), the SMS fallback, and when a phone counts as gone. */
  driverAlerts: DriverAlertSettings;
  /** How long a feedback invitation (the uuid link) stays usable. */
  feedbackLinkTtlDays: number;
  /** How long the status-page link in a case notification opens the case. */
  caseLinkTtlDays: number;
  /** How long a driver's sign-in link opens, and how long the phone that opened it stays signed in. */
  driverLinkTtlHours: number;
  driverSessionDays: number;
  /** How long the driver app's applied idempotency keys are kept (a queued update older than this may apply twice). */
  driverUpdateKeyRetentionHours: number;
  simulator: boolean;
  rateLimits: { linkValidationPerMinute: number; serviceLinkPerMinute: number; authFailuresPerMinute: number };
  /**
   * Failed console sign-ins (and second-factor codes) per address and minute; second-factor and
   * password-reset requests per address and minute (sign-in-limits.ts).
   */
  consoleSignInPerMinute: number;
  /** Failed sign-ins (and, apart, failed codes) per account in 15 minutes, from browsers it never signed in on. */
  consoleAccountFailures: number;
  /** Password hashes computed at once per instance, and how many more may wait (then 503 SERVER_BUSY). */
  passwordHashConcurrency: number;
  passwordHashQueueLength: number;
  /** Whose X-Forwarded-For names the client (TRUST_PROXY); false: the socket's address does. */
  trustProxy: TrustProxy;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  /** Photos decoded at once per instance, and how many more may wait (then 503 UPLOADS_BUSY). */
  imageProcessingConcurrency: number;
  imageQueueLength: number;
  /** Claim PDFs laid out at once per instance (worker threads), how many more may wait, and each one's time limit. */
  claimPdf: { threads: number; queue: number; timeoutSeconds: number };
  /** Time for a whole request (headers and body) to arrive before the connection is closed with a 408. */
  requestTimeoutSeconds: number;
  logLevel: string;
  /** Who may read /metrics: a bearer token on the main port, and/or a port of its own (neither: /metrics is off). */
  metrics: { token: string | undefined; port: number | undefined };
  /** Limits past which requests are refused with 503 SERVER_BUSY (0: that limit is off). */
  overload: { eventLoopDelayMs: number; heapUsedBytes: number; rssBytes: number };
  /** SIGTERM: how long in-flight requests and workers get before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  /** After SIGTERM, how long the instance keeps accepting connections (answering /readyz 503) before it stops listening. */
  shutdownDrainSeconds: number;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: tracing is on (and its packages loaded) only when this is set. */
  otlpEndpoint: string | undefined;
  /** TEST_CLOCK=on: the server's clock can be moved forward through the operator API (end-to-end tests only). */
  testClock: boolean;
}

type Env = Record<string, string | undefined>;

function withoutEmpty(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
}

/** Reads and checks the environment; secrets are left undefined when not given (see loadConfig). */
export function parseEnv(env: Env) {
  const result = envSchema.safeParse(withoutEmpty(env));
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = result.data;
  const problems: string[] = [];
  if (e.SMS_PROVIDER === "http" && !e.SMS_HTTP_URL) problems.push("SMS_HTTP_URL: required when SMS_PROVIDER=http");
  if (e.EMAIL_PROVIDER === "smtp" && !e.SMTP_URL) problems.push("SMTP_URL: required when EMAIL_PROVIDER=smtp");
  if (e.STORAGE === "s3" && !e.S3_BUCKET) problems.push("S3_BUCKET: required when STORAGE=s3");
  if (e.GEOCODER === "nominatim" && !e.GEOCODER_URL) problems.push("GEOCODER_URL: required when GEOCODER=nominatim");
  if (e.VEHICLE_REGISTRY === "http" && !e.VEHICLE_REGISTRY_URL)
    problems.push("VEHICLE_REGISTRY_URL: required when VEHICLE_REGISTRY=http");
  // A clock anyone with the operator key can move would let links outlive their lifetime: tests only.
  if (e.PUSH_HTTP_ENDPOINTS && e.NODE_ENV === "production")
    problems.push("PUSH_HTTP_ENDPOINTS: must not be on when NODE_ENV=production");
  if (e.TEST_CLOCK && e.NODE_ENV === "production") problems.push("TEST_CLOCK: must not be on when NODE_ENV=production");
  // Simulated drivers would be offered, and accept, real customers' jobs.
  if (e.SIMULATOR && e.NODE_ENV === "production") problems.push("SIMULATOR: must not be on when NODE_ENV=production");
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined))
    problems.push("VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all");
  if (problems.length) throw new ConfigError(problems);
  return e;
}

export function loadConfig(env: Env = process.env): Config {
  const e = parseEnv(env);
  const dataDir = resolve(e.DATA_DIR);
  const adminApiKey = e.ADMIN_API_KEY ?? persistedSecret(dataDir, "admin-api-key", 24);
  const sessionSecret = e.SESSION_SECRET ?? persistedSecret(dataDir, "session-secret", 48);
  const outboxEncryptionKey = e.OUTBOX_ENCRYPTION_KEY ?? persistedSecret(dataDir, "outbox-encryption-key", 32);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    adminApiKey,
    adminApiKeyGenerated: e.ADMIN_API_KEY === undefined,
    demo: e.NODE_ENV !== "production",
    sessionSecret,
    outboxEncryptionKey,
    linkTtlHours: e.LINK_TTL_HOURS,
    sms:
      e.SMS_PROVIDER === "http"
        ? { provider: "http", url: e.SMS_HTTP_URL!, token: e.SMS_HTTP_TOKEN }
        : { provider: "outbox" },
    email:
      e.EMAIL_PROVIDER === "smtp" ? { provider: "smtp", url: e.SMTP_URL!, from: e.EMAIL_FROM } : { provider: "outbox" },
    storage:
      e.STORAGE === "s3"
        ? {
            kind: "s3",
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION ?? "us-east-1",
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : { kind: "disk", dir: join(dataDir, "files") },
    geocoder:
      e.GEOCODER === "nominatim"
        ? { kind: "nominatim", url: e.GEOCODER_URL!, timeoutMs: e.GEOCODER_TIMEOUT_MS }
        : { kind: "offline" },
    vehicleRegistry:
      e.VEHICLE_REGISTRY === "http"
        ? {
            kind: "http",
            url: e.VEHICLE_REGISTRY_URL!,
            token: e.VEHICLE_REGISTRY_TOKEN,
            timeoutMs: e.VEHICLE_REGISTRY_TIMEOUT_MS,
          }
        : { kind: "database" },
    damageAssessment: e.DAMAGE_ASSESSMENT_URL
      ? {
          kind: "http",
          url: e.DAMAGE_ASSESSMENT_URL,
          key: e.DAMAGE_ASSESSMENT_KEY,
          timeoutMs: e.DAMAGE_ASSESSMENT_TIMEOUT_MS,
        }
      : { kind: "offline" },
    webDist: resolve(e.WEB_DIST),
    dispatch: {
      timeoutSeconds: e.DISPATCH_TIMEOUT_SECONDS,
      waveSize: e.DISPATCH_WAVE_SIZE,
      waveIntervalSeconds: e.DISPATCH_WAVE_INTERVAL_SECONDS,
      radiiMeters: e.DISPATCH_RADII_KM,
      workerIntervalMs: e.DISPATCH_WORKER_INTERVAL_MS,
      positionStaleMinutes: e.DRIVER_POSITION_STALE_MINUTES,
    },
    routing: {
      osrmUrl: e.ROUTING_OSRM_URL,
      osrmTimeoutMs: e.ROUTING_TIMEOUT_MS,
      detourFactor: e.ROUTING_DETOUR_FACTOR,
      speedKmh: e.ROUTING_SPEED_KMH,
    },
    driverAlerts: {
      vapid: {
        ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : persistedVapidKeys(dataDir)),
        subject: e.VAPID_SUBJECT ?? vapidSubject(e.PUBLIC_URL),
      },
      smsFallbackSeconds: e.DRIVER_SMS_FALLBACK_SECONDS,
      httpEndpoints: e.PUSH_HTTP_ENDPOINTS,
    },
    feedbackLinkTtlDays: e.FEEDBACK_LINK_TTL_DAYS,
    caseLinkTtlDays: e.CASE_LINK_TTL_DAYS,
    driverLinkTtlHours: e.DRIVER_LINK_TTL_HOURS,
    driverSessionDays: e.DRIVER_SESSION_DAYS,
    driverUpdateKeyRetentionHours: e.DRIVER_UPDATE_KEY_RETENTION_HOURS,
    simulator: e.SIMULATOR,
    consoleSignInPerMinute: e.RATE_LIMIT_CONSOLE_SIGN_IN_PER_MINUTE,
    consoleAccountFailures: e.RATE_LIMIT_CONSOLE_ACCOUNT_FAILURES,
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    passwordHashQueueLength: e.PASSWORD_HASH_QUEUE_LENGTH,
    rateLimits: {
      linkValidationPerMinute: e.RATE_LIMIT_LINK_PER_MINUTE,
      serviceLinkPerMinute: e.RATE_LIMIT_SERVICE_LINK_PER_MINUTE,
      authFailuresPerMinute: e.RATE_LIMIT_AUTH_FAILURES_PER_MINUTE,
    },
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadLimitBytes: e.UPLOAD_LIMIT_BYTES,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    imageProcessingConcurrency: e.IMAGE_PROCESSING_CONCURRENCY,
    imageQueueLength: e.IMAGE_QUEUE_LENGTH,
    claimPdf: {
      threads: e.CLAIM_PDF_THREADS,
      queue: e.CLAIM_PDF_QUEUE_LENGTH,
      timeoutSeconds: e.CLAIM_PDF_TIMEOUT_SECONDS,
    },
    logLevel: e.LOG_LEVEL,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    overload: {
      eventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS,
      heapUsedBytes: e.OVERLOAD_HEAP_USED_BYTES,
      rssBytes: e.OVERLOAD_RSS_BYTES,
    },
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    testClock: e.TEST_CLOCK,
  };
}

/**
 * Push services want a contact in the VAPID token (an https or mailto: URL). Without VAPID_SUBJECT: the public
 * address when it is https, else a mailto: under the reserved .invalid domain, which push services accept.
 */
function vapidSubject(publicUrl: string | undefined): string {
  return publicUrl?.startsWith("https://") ? publicUrl : "mailto:operations@hitch.invalid";
}
