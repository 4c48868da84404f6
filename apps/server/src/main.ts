import { parseArgs } from "node:util";
import { z } from "zod";
import { USAGE, UsageError } from "./cli/usage.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { connect, type Database } from "./db/connect.ts";
import { TargetNotEmptyError } from "./db/copy-to-postgres.ts";
import { DataDirInUseError } from "./db/data-dir-lock.ts";
import { BackupError, restoreBackup, RestoreTargetInUseError, writeBackupFile } from "./modules/backup/public.ts";
import { OperatorCliError, OPERATOR_OPTIONS } from "./modules/operators/operator-cli-args.ts";

// The hitch binary. A command's code (the whole app for `serve`) is loaded only once its arguments, configuration
// and database are in order, so a mistake or a DATA_DIR in use is reported without waiting for it.

async function openDatabase(config: Config): Promise<Database> {
  const database = await connect(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  return database;
}

/** The command line, or a UsageError naming what it does not know (an option of no command, such as --password). */
function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: "string" },
        "link-name": { type: "string" },
        country: { type: "string" },
        language: { type: "string" },
        color: { type: "string" },
        service: { type: "string" },
        phone: { type: "string" },
        "send-sms": { type: "boolean" },
        ...OPERATOR_OPTIONS,
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    if (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS"))
      throw new UsageError(error.message);
    throw error;
  }
}

async function run(argv: string[]) {
  const { positionals, values } = parseCommandLine(argv);
  const [command, sub] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const known =
    ["serve", "migrate", "seed"].includes(command) ||
    (["backup", "restore", "migrate-to-postgres"].includes(command) && sub !== undefined) ||
    (command === "service" && sub === "create") ||
    (command === "link" && (sub === "assistance" || sub === "claim")) ||
    (command === "operator" && sub === "create");
  if (!known) throw new UsageError(`Unknown command: ${positionals.join(" ")}`);
  const config = loadConfig();
  if (command === "backup") {
    const how = await writeBackupFile(config, sub);
    console.log(`Backup written to ${sub}${how === "server" ? " (by the running server)" : ""}.`);
    return;
  }
  if (command === "restore") {
    if (config.databaseUrl) throw new UsageError("DATABASE_URL is set: restore PostgreSQL with pg_restore or psql.");
    await restoreBackup(sub, config.dataDir);
    console.log(`Restored into ${config.dataDir}.`);
    return;
  }

  const database = await openDatabase(config);
  if (command === "serve") {
    const { serve } = await import("./cli/serve.ts");
    return serve(config, database);
  }
  try {
    const { runDatabaseCommand } = await import("./cli/commands.ts");
    await runDatabaseCommand(config, database, { command, sub, values, positionals });
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof BackupError ||
    error instanceof RestoreTargetInUseError ||
    error instanceof TargetNotEmptyError ||
    error instanceof OperatorCliError
  ) {
    console.error(error.message);
  } else if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else if (error instanceof z.ZodError) {
    console.error(
      `Invalid arguments:\n${error.issues.map((i) => `  - ${i.path.join(".") || "value"}: ${i.message}`).join("\n")}`,
    );
  } else if (error instanceof Error && error.message === "SERVICE_EXISTS") {
    console.error("A service with that name or link name already exists.");
  } else {
    console.error(error);
  }
  process.exit(1);
});
