import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { SHORT_LIVED_PROCESS } from "./server-process.ts";

const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));

/** Runs the hitch CLI (`npm run cli -- <args>`) as its own process; resolves with its exit code and output. */
export async function runCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [...SHORT_LIVED_PROCESS, "--import", "tsx", MAIN, ...args],
      {
        env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...env },
        timeout: 170_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
