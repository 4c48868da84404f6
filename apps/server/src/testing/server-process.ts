import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { testServerEntry } from "./server-bundle.ts";

// The one way tests, end-to-end specs and benchmarks run the real server binary as a child process.

const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));
/** Answers 200 once migrations and the demo seed are done and the server listens (a development start). */
const DEMO_READY_PATH = "/api/v1/public/theme/demo";

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** What the process printed to stdout so far (with `stdout: "capture"`). */
  stdout(): string;
  /** Sends `signal` and resolves once the process has exited (SIGKILL after 15 s of SIGTERM). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ServerProcessOptions {
  port: number;
  /** Added to the caller's environment; HOST is 127.0.0.1, SIMULATOR off, MALLOC_ARENA_MAX 2 and a 10 s event-loop limit unless given here. */
  env?: Record<string, string>;
  /** "capture" keeps stderr for the error when the server exits or never answers; "inherit" passes it on. */
  stderr?: "capture" | "inherit" | "ignore";
  /** "capture" keeps what the server prints (its start banner) for `stdout()`. */
  stdout?: "capture" | "ignore";
  /** The path that answers 200 once the server is up: a production start has no demo service, so `/readyz`. */
  readyPath?: string;
  startTimeoutMs?: number;
  /** Node options before the entry point (SHORT_LIVED_PROCESS for a test's server that lives seconds). */
  nodeOptions?: string[];
  /**
   * "bundle" (the default) starts the sources bundled for tests (server-bundle.ts), seconds of CPU less per start;
   * "sources" starts `main.ts` through tsx, as the production command does (benchmarks measure that).
   */
  from?: "bundle" | "sources";
}

/**
 * For a process that lives a few seconds (a test's server or CLI run): V8 then also compiles PGlite's
 * WebAssembly with its optimising compiler in the background, which such a process never gets to use. Without
 * it a start costs about 0.7 s less CPU and answers about 1 s sooner (2 cores); its queries run slower, which a
 * test's dozens of queries do not notice. Benchmarks and end-to-end specs keep the production defaults.
 */
export const SHORT_LIVED_PROCESS = ["--liftoff-only"];

/** Every server this process started that has not exited yet. */
const running = new Set<ServerProcess>();

// However the test process ends (a timed-out test never reaching its own stop included), its servers end
// with it: a stale one would keep answering on its port and the next run's server could not listen there.
process.on("exit", () => {
  for (const server of running) server.child.kill("SIGKILL");
});

/** Kills every server this process started and still runs (a test file's end calls it). */
export async function stopAllServerProcesses(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop("SIGKILL")));
}

/** Starts `main.ts serve` on 127.0.0.1:`port` and resolves once it answers. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const { port, stderr: stderrMode = "capture", startTimeoutMs = 180_000, nodeOptions = [], from = "bundle" } = options;
  const { stdout: stdoutMode = "ignore", readyPath = DEMO_READY_PATH } = options;
  const baseUrl = `http://127.0.0.1:${port}`;
  // A server left over on this port would answer the readiness check in this one's place.
  if (
    await fetch(`${baseUrl}/`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already in use`);
  const entry = from === "bundle" ? [await testServerEntry()] : ["--import", "tsx", MAIN];
  const child = spawn(process.execPath, [...nodeOptions, ...entry, "serve"], {
    cwd: REPO_ROOT,
    env: {
      // As the README's production command starts it (fewer glibc arenas for libvips' threads).
      MALLOC_ARENA_MAX: "2",
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SIMULATOR: "off",
      // Installed as in production (benchmarks measure its cost), but a loaded CI machine must not make
      // specs flaky with SERVER_BUSY: only a stall of ten seconds refuses.
      OVERLOAD_EVENT_LOOP_DELAY_MS: "10000",
      ...options.env,
    },
    stdio: ["ignore", stdoutMode === "capture" ? "pipe" : "ignore", stderrMode === "capture" ? "pipe" : stderrMode],
  });
  let stderr = "";
  let stdout = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  const server: ServerProcess = {
    baseUrl,
    child,
    stdout: () => stdout,
    stop: (signal = "SIGTERM") =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const forced = setTimeout(() => child.kill("SIGKILL"), 15_000);
        child.once("exit", () => {
          clearTimeout(forced);
          resolve();
        });
        child.kill(signal);
      }),
  };
  running.add(server);
  child.once("exit", () => running.delete(server));
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    // A process ended by a signal has no exit code: without the second check a killed one was waited for until the
    // deadline, then reported as never answering.
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}: ${stderr}`);
    if (
      await fetch(`${baseUrl}${readyPath}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    if (Date.now() > deadline) {
      await server.stop("SIGKILL");
      throw new Error(`server did not answer within ${startTimeoutMs / 1000} s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
