/**
 * Which background workers this instance runs, for /readyz: main.ts registers each worker with a
 * probe that says whether it still runs. A worker never registered (an app built without its
 * workers, as tests and the CLI do) counts as not running.
 */
export const REQUIRED_WORKERS = ["dispatchWorker", "outboxSender"] as const;
export type WorkerName = (typeof REQUIRED_WORKERS)[number];

export class WorkerLiveness {
  private readonly probes = new Map<WorkerName, () => boolean>();

  register(name: WorkerName, isRunning: () => boolean): void {
    this.probes.set(name, isRunning);
  }

  /** The required workers that are not running now. */
  stopped(): WorkerName[] {
    return REQUIRED_WORKERS.filter((name) => !(this.probes.get(name)?.() ?? false));
  }
}
