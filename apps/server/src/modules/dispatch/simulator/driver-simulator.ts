import type { Db } from "../../../db/connect.ts";
import { haversineMeters } from "@hitch/contract/common/distance";
import { DRIVER_PREFIX } from "../../../app-context.ts";
import { prepareSimulatedFleet, type SimulatedDriver } from "./simulated-fleet.ts";

/** What the simulator needs of the server: Fastify's inject, so it uses the real driver API. */
export type Injector = {
  inject(options: {
    method: "GET" | "POST";
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  }): Promise<{
    statusCode: number;
    json(): unknown;
  }>;
};

export type SimulatorOptions = {
  perCity: number;
  tickMs: number;
  /** A driver answers an offer after a random delay in this range. */
  acceptDelayMs: [number, number];
  /** Simulated driving speed (fast, so a demo does not take real minutes). */
  speedKmh: number;
  /** Time spent at the customer before finishing. */
  workMs: number;
};

export const DEFAULT_SIMULATOR_OPTIONS: SimulatorOptions = {
  perCity: 6,
  tickMs: 1000,
  acceptDelayMs: [3000, 6000],
  speedKmh: 400,
  workMs: 8000,
};

type Job = { requestId: number; latitude: number; longitude: number; arrivedAt?: number };
type State = SimulatedDriver & { acceptAt?: number; offerId?: number; job?: Job };
type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * Simulated tow-truck drivers around Tallinn, Riga and Vilnius (SIMULATOR=on). They act only
 * through the driver API: poll offers, accept after a few seconds (the first one wins, the rest
 * get 409 like real drivers), drive toward the customer reporting positions, and finish.
 */
export async function startDriverSimulator(
  db: Db,
  server: Injector,
  log: Log,
  secret: string,
  options = DEFAULT_SIMULATOR_OPTIONS,
) {
  const fleet: State[] = await prepareSimulatedFleet(db, options.perCity, secret);
  log.info({ drivers: fleet.length }, "driver simulator started");
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const call = async (driver: State, method: "GET" | "POST", path: string, payload?: unknown) => {
    const response = await server.inject({
      method,
      url: `${DRIVER_PREFIX}${path}`,
      headers: { authorization: `Bearer ${driver.token}` },
      ...(payload === undefined ? {} : { payload }),
    });
    return {
      status: response.statusCode,
      body: response.statusCode < 300 && response.statusCode !== 204 ? response.json() : null,
    };
  };

  // After a restart a driver may already be on a job: pick it up again.
  for (const driver of fleet) {
    const current = await call(driver, "GET", "/job");
    if (current.status === 200) {
      const job = current.body as { assistanceRequestId: number; latitude: number; longitude: number };
      driver.job = { requestId: job.assistanceRequestId, latitude: job.latitude, longitude: job.longitude };
    }
  }

  const step = async (driver: State, now: number) => {
    if (driver.job) return drive(driver, driver.job, now);
    if (driver.offerId !== undefined && driver.acceptAt !== undefined && now >= driver.acceptAt) {
      const accepted = await call(driver, "POST", `/offers/${driver.offerId}/accept`);
      driver.offerId = driver.acceptAt = undefined;
      if (accepted.status === 200) {
        const job = accepted.body as { assistanceRequestId: number; latitude: number; longitude: number };
        driver.job = { requestId: job.assistanceRequestId, latitude: job.latitude, longitude: job.longitude };
        log.info({ driverId: driver.id, requestId: job.assistanceRequestId }, "simulated driver accepted");
      }
      return;
    }
    const offers = await call(driver, "GET", "/offers");
    const list = (offers.body ?? []) as { id: number }[];
    if (list.length === 0) {
      driver.offerId = driver.acceptAt = undefined;
    } else if (driver.offerId === undefined) {
      const [min, max] = options.acceptDelayMs;
      driver.offerId = list[0].id;
      driver.acceptAt = now + min + Math.random() * (max - min);
    }
  };

  const drive = async (driver: State, job: Job, now: number) => {
    const remaining = haversineMeters(driver, job);
    if (remaining > 30) {
      const stepMeters = (options.speedKmh / 3.6) * (options.tickMs / 1000);
      const f = Math.min(1, stepMeters / remaining);
      driver.latitude += (job.latitude - driver.latitude) * f;
      driver.longitude += (job.longitude - driver.longitude) * f;
      const moved = await call(driver, "POST", "/location", { latitude: driver.latitude, longitude: driver.longitude });
      if (moved.status === 204) return;
    }
    job.arrivedAt ??= now;
    if (now - job.arrivedAt < options.workMs) return;
    const finished = await call(driver, "POST", `/jobs/${job.requestId}/finish`);
    // 404: the customer cancelled or the job was handed over meanwhile; either way it is done.
    if (finished.status === 200 || finished.status === 404) {
      if (finished.status === 200)
        log.info({ driverId: driver.id, requestId: job.requestId }, "simulated driver finished");
      driver.job = undefined;
    }
  };

  const tick = () => {
    running = (async () => {
      const now = Date.now();
      for (const driver of fleet) {
        if (stopped) return;
        await step(driver, now).catch((error) =>
          log.warn({ err: error, driverId: driver.id }, "simulated driver step failed"),
        );
      }
    })().finally(() => {
      if (!stopped) timer = setTimeout(tick, options.tickMs);
    });
  };
  tick();

  return {
    fleet: fleet as readonly SimulatedDriver[],
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
