import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { testServerEntry } from "./server-bundle.ts";
import { SHORT_LIVED_PROCESS } from "./server-process.ts";

/**
 * Runs the hitch CLI (`npm run cli -- <args>`) as its own process, from the test bundle (server-bundle.ts); resolves
 * with its exit code and output. `input` is piped to its stdin (`--password-stdin`).
 */
export async function runCli(args: string[], env: Record<string, string>, input?: string) {
  try {
    const running = promisify(execFile)(process.execPath, [...SHORT_LIVED_PROCESS, await testServerEntry(), ...args], {
      env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...env },
      timeout: 170_000,
    });
    if (input !== undefined) running.child.stdin?.end(input);
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
