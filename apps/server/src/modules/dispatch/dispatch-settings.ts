import { z } from "zod";
import { ConfigError } from "../../config.ts";
import type { RoutingSettings } from "../../providers/routing/create-routing-provider.ts";

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
  routing: RoutingSettings;
};

const positiveInt = z.coerce.number().int().positive();
const positiveNumber = z.coerce.number().positive();
const radiiList = z
  .string()
  .regex(/^\s*\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?)*\s*$/, "must be a comma-separated list of kilometres, e.g. 10,25,50")
  .transform((s) => s.split(",").map((km) => Math.round(Number(km) * 1000)))
  .refine(
    (list) => list.every((m, i) => m > 0 && (i === 0 || m >= list[i - 1])),
    "must be positive and non-decreasing",
  );

const envSchema = z.object({
  DISPATCH_TIMEOUT_SECONDS: positiveInt.default(120),
  DISPATCH_WAVE_SIZE: positiveInt.max(100).default(5),
  DISPATCH_WAVE_INTERVAL_SECONDS: positiveNumber.default(15),
  DISPATCH_RADII_KM: radiiList.default([10_000, 25_000, 50_000, 100_000]),
  DISPATCH_WORKER_INTERVAL_MS: positiveInt.min(50).default(1000),
  ROUTING_OSRM_URL: z.url({ protocol: /^https?$/ }).optional(),
  ROUTING_TIMEOUT_MS: positiveInt.default(2000),
  ROUTING_DETOUR_FACTOR: z.coerce.number().min(1).max(5).default(1.3),
  ROUTING_SPEED_KMH: positiveNumber.max(200).default(50),
});

/** Reads the dispatch and routing settings; a bad value stops the start with a clear message. */
export function dispatchSettingsFromEnv(env: Record<string, string | undefined> = process.env): DispatchSettings {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  const e = parsed.data;
  return {
    timeoutSeconds: e.DISPATCH_TIMEOUT_SECONDS,
    waveSize: e.DISPATCH_WAVE_SIZE,
    waveIntervalSeconds: e.DISPATCH_WAVE_INTERVAL_SECONDS,
    radiiMeters: e.DISPATCH_RADII_KM,
    workerIntervalMs: e.DISPATCH_WORKER_INTERVAL_MS,
    routing: {
      osrmUrl: e.ROUTING_OSRM_URL,
      osrmTimeoutMs: e.ROUTING_TIMEOUT_MS,
      detourFactor: e.ROUTING_DETOUR_FACTOR,
      speedKmh: e.ROUTING_SPEED_KMH,
    },
  };
}

export function radiusForWave(settings: DispatchSettings, wave: number): number {
  return settings.radiiMeters[Math.min(wave, settings.radiiMeters.length - 1)];
}
