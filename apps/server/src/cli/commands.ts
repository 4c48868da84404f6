import { createServiceRequestSchema } from "@hitch/contract/admin/services";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { copyToPostgres } from "../db/copy-to-postgres.ts";
import { createService } from "../modules/admin/service-admin.ts";
import { createOperatorFromCli, passwordFromStdin } from "../modules/operators/operator-cli.ts";
import { seedDemo } from "../seed/seed.ts";
import { cliContext, newLink } from "./cli-context.ts";
import { UsageError } from "./usage.ts";

export interface CommandLine {
  command: string;
  sub: string | undefined;
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/** The commands that work on the database with no server: migrate, seed, service, link, operator, migrate-to-postgres. */
export async function runDatabaseCommand(config: Config, database: Database, line: CommandLine) {
  const { command, sub, values } = line;
  const text = (name: string) => values[name] as string | undefined;
  if (command === "migrate") {
    console.log(`Migrations applied (${database.kind}).`);
  } else if (command === "seed") {
    await seedDemo(database.db);
    console.log("Demo data present.");
  } else if (command === "service" && sub === "create") {
    const body = createServiceRequestSchema.parse({
      name: values.name,
      serviceLinkName: values["link-name"],
      countryCode: values.country ?? "EE",
      defaultLanguage: values.language ?? "en",
      themeColor: values.color,
    });
    const row = await createService(database.db, body);
    console.log(`Service '${row.name}' created: ${config.publicUrl}/partner/${row.linkName}`);
  } else if (command === "migrate-to-postgres" && sub !== undefined) {
    if (database.kind !== "pglite") throw new UsageError("Unset DATABASE_URL: the source is the embedded database.");
    for (const { table, rows } of await copyToPostgres(database.db, sub)) console.log(`  ${table}: ${rows}`);
    console.log("Copied. Start the server with DATABASE_URL set to that database.");
  } else if (command === "link" && (sub === "assistance" || sub === "claim")) {
    const service = text("service");
    if (!service) throw new UsageError("--service is required.");
    const ctx = cliContext(config, database);
    console.log(
      await newLink(ctx, sub, service, {
        phone: text("phone"),
        language: text("language"),
        sendSms: values["send-sms"] === true,
      }),
    );
    // Send it before the process ends; a server's sweep would otherwise send it within a minute.
    await ctx.outbox.flush();
    await ctx.outbox.stop();
  } else if (command === "operator" && sub === "create") {
    const password = values["password-stdin"] === true ? await passwordFromStdin() : undefined;
    const ctx = cliContext(config, database);
    console.log(await createOperatorFromCli(ctx, { ...values, password }));
    await ctx.outbox.stop();
  } else {
    throw new UsageError(`Unknown command: ${line.positionals.join(" ")}`);
  }
}
