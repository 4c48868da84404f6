import { join } from "node:path";
import type { AppContext, CoreContext } from "../app-context.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { inviteDriver } from "../modules/drivers/public.ts";
import { consoleAccountsAtStart, seedDemoOperators } from "../modules/operators/public.ts";
import type { RunningOutbox } from "../providers/sms/message-outbox.ts";
import { DEMO_DRIVER, demoDriverId } from "../seed/demo-driver.ts";
import { newLink } from "./cli-context.ts";

// What `serve` prints once it listens. Only a development start (config.demo) prints secrets, the demo's: links,
// a driver's sign-in link, the API key and console passwords. A production start's output goes to the journal or
// a log shipper, where anyone who reads it would have them: it prints no secret at all.

/** A fresh sign-in link for the demo driver (no SMS: it is printed). */
async function demoDriverLink(ctx: CoreContext): Promise<string> {
  const id = await demoDriverId(ctx.db);
  if (id === null) throw new Error("the demo driver was not seeded");
  return (await inviteDriver(ctx, id, { language: "en", sendSms: false })).url;
}

/** The development start's lines: seeds the demo's console accounts, then names everything to try. */
export async function demoBanner(app: AppContext, ctx: CoreContext & { outbox: RunningOutbox }, database: Database) {
  const { config } = ctx;
  const logins = await seedDemoOperators(app.operatorAuth, database.db, config);
  const keyNote = config.adminApiKeyGenerated ? " (generated for development; set ADMIN_API_KEY in production)" : "";
  return [
    "",
    `Hitch is running on ${config.publicUrl}  (database: ${database.kind}; development start with demo data)`,
    `  Partner landing:   ${config.publicUrl}/partner/demo`,
    `  Assistance link:   ${await newLink(ctx, "assistance", "demo", {})}`,
    `  Claim link:        ${await newLink(ctx, "claim", "demo", {})}`,
    `  Driver app:        ${await demoDriverLink(ctx)}  (demo driver ${DEMO_DRIVER.fullName})`,
    `  Operator API key:  ${config.adminApiKey}${keyNote}`,
    `  Operator console:  ${config.publicUrl}/console`,
    `    operator:        ${logins.operator.email} / ${logins.operator.password}  (the demo services' live board)`,
    `    administrator:   ${logins.admin.email} / ${logins.admin.password}  (sets up a second factor first)`,
    `  API docs:          ${config.publicUrl}/api/docs`,
    "",
  ].join("\n");
}

/** The production start's lines: where it runs, and what an operator must do next. No secret. */
export async function productionBanner(config: Config, database: Database) {
  const { hasAdministrator, demoAccounts } = await consoleAccountsAtStart(database.db);
  const lines = [
    "",
    `Hitch is running on ${config.publicUrl}  (database: ${database.kind})`,
    `  Operator console:  ${config.publicUrl}/console`,
  ];
  if (!hasAdministrator)
    lines.push(
      "  No administrator yet. Create the first one, in this server's environment (DATA_DIR, DATABASE_URL):",
      '    npm run cli -- operator create --email you@example.com --name "Your Name" --role admin',
      "  It prints a generated password once (or pipe your own in with --password-stdin); the administrator",
      "  sets up a second factor at the first sign-in.",
      database.kind === "pglite"
        ? "  The embedded database serves one process: stop the server for the command, or POST the account to\n" +
            "  /api/v1/admin/operators with ADMIN_API_KEY while it runs."
        : "  The command may run while the server does.",
    );
  if (config.adminApiKeyGenerated)
    lines.push(
      `  ADMIN_API_KEY is not set: the operator API's key was generated into ${join(config.dataDir, "admin-api-key")}.`,
    );
  if (demoAccounts.length)
    lines.push(
      `  Warning: the demo accounts ${demoAccounts.join(", ")} exist and their passwords were printed by an earlier`,
      "  start: disable them on the console's Operators screen.",
    );
  lines.push("");
  return lines.join("\n");
}
