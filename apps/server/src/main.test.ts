import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { migratedDataDir } from "./db/test-db.ts";
import { runCli as cli } from "./testing/cli-process.ts";

// Each case starts a real process: slow on a busy machine. Those that open the database get a migrated one,
// and those that need the demo services share one seeded by the CLI (a run each costs seconds on 2 cores).
describe("the hitch CLI", { timeout: 180_000 }, () => {
  let seeded: Record<string, string>;
  beforeAll(async () => {
    seeded = { DATA_DIR: await migratedDataDir("hitch-cli-"), PUBLIC_URL: "https://hitch.example" };
    expect((await cli(["seed"], seeded)).code).toBe(0);
  }, 180_000);

  it("refuses to start with a bad variable, naming it, and exits non-zero", async () => {
    const result = await cli(["serve"], { DATA_DIR: mkdtempSync(join(tmpdir(), "hitch-cli-")), PORT: "abc" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Invalid configuration");
    expect(result.stderr).toContain("PORT:");
  });

  it("seeds the demo services and prints a claim link for one of them", async () => {
    const result = await cli(["link", "claim", "--service", "demo-lv", "--language", "lt"], seeded);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toMatch(/^https:\/\/hitch\.example\/claim-link\/[A-Za-z0-9_-]{22}$/);
  });

  it("creates an operator of a seeded service, and refuses bad arguments with a message and a non-zero exit", async () => {
    const env = seeded;
    const args = ["operator", "create", "--email", "Olga@Example.com", "--name", "Olga", "--role", "operator"];
    const created = await cli([...args, "--service", "demo"], env);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      /^Operator olga@example\.com created \(operator\): https:\/\/hitch\.example\/console {2}\(login: olga@example\.com \/ \S{16}\)$/m,
    );
    const noService = await cli(args, env);
    expect(noService.code).toBe(1);
    expect(noService.stderr).toBe("Invalid arguments:\n  - service: required for this role\n");
    const unknown = await cli([...args.slice(0, 3), "other@example.com", ...args.slice(4), "--service", "nope"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe("No service named 'nope'.\n");
  });

  it("refuses a password on the command line, where ps and the shell's history would show it", async () => {
    const args = ["operator", "create", "--email", "p@example.com", "--name", "P", "--role", "admin"];
    const result = await cli([...args, "--password", "a long enough password"], seeded);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Unknown option '--password'/);
    expect(result.stderr).toContain("--password-stdin");
  });

  it("explains its usage for an unknown command", async () => {
    const result = await cli(["fly"], { DATA_DIR: mkdtempSync(join(tmpdir(), "hitch-cli-")) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Usage: hitch");
  });
});
