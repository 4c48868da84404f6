// On a machine of two or four cores the page's renderer shares them with the harness: Chrome's browser and GPU
// processes recording the trace and its screenshots, Lighthouse itself and the Hitch server. A trace on a 2-core
// machine showed the renderer's tasks taking 5 to 10 times their CPU time in wall time, waiting for a core, and
// Lighthouse's simulation multiplies wall time: the same build gave a claim link 500-700 ms of blocking time, or
// 60-120 ms with the renderer on a core of its own. A phone runs the page's main thread on a core of its own too,
// its browser and GPU processes elsewhere, and neither the server nor Lighthouse at all. So the bench keeps the
// renderer on the last core and everything else on the others.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
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
 * Moves this process (and so the server and the browser it starts later) to the harness cores, and from then on
 * every renderer Chromium starts to the renderer's core, as soon as it appears (a look every 20 ms). Returns a stop
 * function; nothing is moved where taskset is missing or the split is off (BENCH_RENDERER_CORE=off). Prints what it
 * did. Starting the renderers through taskset instead (`--renderer-cmd-prefix`) bypasses Chromium's zygote, and
 * Lighthouse then lost the navigation's start in one trace in five.
 */
export function keepRendererOnOwnCore(): () => void {
  const split = coreSplit(availableParallelism(), process.env.BENCH_RENDERER_CORE);
  if (!split || !pin(split.harness, process.pid)) {
    console.log("renderer shares the cores with the harness (one core, no taskset, or BENCH_RENDERER_CORE=off)");
    return () => {};
  }
  console.log(`renderer on core ${split.renderer}; server, browser and Lighthouse on ${split.harness}`);
  const moved = new Set<number>();
  const timer = setInterval(() => {
    for (const pid of rendererProcesses()) {
      if (!moved.has(pid) && pin(split.renderer, pid)) moved.add(pid);
    }
  }, 20);
  return () => clearInterval(timer);
}

/** Sets the cores of every thread of a process; false when taskset failed (missing, or the process has gone). */
function pin(cores: string, pid: number): boolean {
  try {
    execFileSync("taskset", ["-a", "-p", "-c", cores, String(pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** The pids of the renderer processes (--type=renderer) of the browsers this process started, not anyone else's. */
function rendererProcesses(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, "latin1").includes("--type=renderer") && startedHere(pid))
        pids.push(pid);
    } catch {
      // The process ended meanwhile.
    }
  }
  return pids;
}

function startedHere(pid: number): boolean {
  for (let ancestor = pid; ancestor > 1; ancestor = parentOf(ancestor)) {
    if (ancestor === process.pid) return true;
  }
  return false;
}

function parentOf(pid: number): number {
  // /proc/<pid>/stat: "pid (name) state ppid ...", where the name may hold spaces or parentheses.
  const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
}
