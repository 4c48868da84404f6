import type { Db } from "../../db/connect.ts";
import { createDatabaseMetrics } from "./database-metrics.ts";
import { createMetrics, type PoolStats } from "./metrics.ts";
import { createReadiness } from "./readiness.ts";
import { WorkerLiveness } from "./worker-liveness.ts";

type UploadQueue = { readonly processing: number; readonly queued: number };

/** One app's health and metrics: what /readyz and /metrics answer, and the instruments routes update. */
export function createOperations(db: Db, uploads: UploadQueue, poolStats?: PoolStats) {
  const metrics = createMetrics();
  const workers = new WorkerLiveness();
  const refreshDatabaseMetrics = createDatabaseMetrics(metrics.registry, db);
  return {
    metrics,
    workers,
    readiness: createReadiness(db, workers),
    /** The Prometheus text of this instance's metrics, database-wide figures read now. */
    async scrape(): Promise<{ contentType: string; text: string }> {
      metrics.uploadsProcessing.set(uploads.processing);
      metrics.uploadsWaiting.set(uploads.queued);
      if (poolStats) {
        const pool = poolStats();
        metrics.poolConnections.set({ state: "busy" }, pool.total - pool.idle);
        metrics.poolConnections.set({ state: "idle" }, pool.idle);
        metrics.poolWaiting.set(pool.waiting);
      }
      await refreshDatabaseMetrics();
      const all = metrics.merged();
      return { contentType: all.contentType, text: await all.metrics() };
    },
  };
}
export type Operations = ReturnType<typeof createOperations>;
