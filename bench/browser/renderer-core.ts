// On a machine of two or four cores the page's renderer shares them with the harness: Chrome's browser and GPU
// processes recording the trace and its screenshots, Lighthouse itself and the Hitch server. A trace on a 2-core
// machine showed the renderer's tasks taking 5 to 10 times their CPU time in wall time, waiting for a core, and
// Lighthouse's simulation multiplies wall time: the same build gave a claim link 500-700 ms of blocking time, or
// 60-120 ms with the renderer on a core of its own. A phone runs the page's main thread on a core of its own too,
// its browser and GPU processes elsewhere, and neither the server nor Lighthouse at all. So the bench keeps the
// renderer on the last core and everything else on the others.
import { execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";

export interface CoreSplit {
  /** The core the page's renderer runs on, as taskset takes it. */
  renderer: string;
  /** The cores of the bench process and of everything it starts (server, browser), as taskset takes them. */
  harness: string;
}

/** The split for a machine of `cores` cores, or null when there is nothing to split or it was turned off. */
export function coreSplit(cores: number, setting: string | undefined): CoreSplit | null {
  if (setting === "0" || setting === "off" || cores < 2) return null;
  const last = cores - 1;
  return { renderer: String(last), harness: last === 1 ? "0" : `0-${last - 1}` };
}

/**
 * Moves this process (and so the server and the browser it starts later) to the harness cores and returns the
 * Chromium flags that start each renderer on its own core; no flags where taskset is missing or the split is off
 * (BENCH_RENDERER_CORE=off). Prints what it did.
 */
export function keepRendererOnOwnCore(): string[] {
  const split = coreSplit(availableParallelism(), process.env.BENCH_RENDERER_CORE);
  if (!split) {
    console.log("renderer shares the cores with the harness (one core, or BENCH_RENDERER_CORE=off)");
    return [];
  }
  try {
    execFileSync("taskset", ["-a", "-p", "-c", split.harness, String(process.pid)], { stdio: "ignore" });
  } catch {
    console.log("renderer shares the cores with the harness (taskset not found)");
    return [];
  }
  console.log(`renderer on core ${split.renderer}; server, browser and Lighthouse on ${split.harness}`);
  return [`--renderer-cmd-prefix=taskset -c ${split.renderer}`];
}
