import { randomBytes } from "node:crypto";
import { userInfo } from "node:os";
import { z } from "zod";
import type { CoreContext } from "../../app-context.ts";
import { inTransaction } from "../../db/transaction.ts";
import { recordAudit } from "../console/public.ts";
import { insertOperator, OperatorExistsError, UnknownServiceError } from "./operator-accounts.ts";
import { createOperatorAuth } from "./operator-auth.ts";
import { OperatorCliError } from "./operator-cli-args.ts";
import { listOperators } from "./operator-list.ts";

const argsSchema = z
  .object({
    email: z.email(),
    name: z.string().trim().min(1),
    role: z.enum(["admin", "operator", "viewer", "dispatcher"]),
    // Comma-separated service names (or link names are not accepted: the name, as `service create` set it).
    service: z
      .string()
      .optional()
      .transform((s) =>
        s
          ? s
              .split(",")
              .map((name) => name.trim())
              .filter(Boolean)
          : [],
      ),
    /** From stdin (--password-stdin), never from the command line, where `ps` and the shell's history show it. */
    password: z.string().min(12, "at least 12 characters").optional(),
    /** The towing company a dispatcher works for. */
    company: z.string().trim().min(1).max(200).optional(),
  })
  .refine((a) => a.role === "admin" || a.role === "dispatcher" || a.service.length > 0, {
    path: ["service"],
    message: "required for this role",
  })
  .refine((a) => (a.role === "dispatcher") === (a.company !== undefined), {
    path: ["company"],
    message: "required for a dispatcher, and for no other role",
  })
  .refine((a) => a.role !== "dispatcher" || a.service.length === 0, {
    path: ["service"],
    message: "a dispatcher works for a towing company, not a service",
  });

/** Who the audit log names for a change made at the command line: the system user who ran it. */
function cliActor() {
  let user = "unknown";
  try {
    user = userInfo().username;
  } catch {
    // A uid without a passwd entry (a container's): the log still says it came from the command line.
  }
  return { id: null, email: `cli:${user}` };
}

/**
 * `operator create`: an administrator (every service, second factor at first sign-in), an operator
 * or viewer of the named services, or a dispatcher of one towing company (--company). Without a
 * password (--password-stdin) one is generated and printed once, to whoever runs the command. The account
 * and its audit entry (`operator.create`, by `cli:<user>`) are written together or not at all.
 */
export async function createOperatorFromCli(ctx: CoreContext, values: Record<string, unknown>): Promise<string> {
  const args = argsSchema.parse(values);
  const password = args.password ?? randomBytes(12).toString("base64url");
  const quiet = { warn: () => {}, error: () => {} };
  const auth = createOperatorAuth(ctx.db, ctx.config, ctx.outbox, quiet);
  const role = args.role === "viewer" ? "VIEWER" : "OPERATOR";
  try {
    await inTransaction(ctx.db, async (tx) => {
      const { id } = await insertOperator(auth, tx, {
        email: args.email,
        name: args.name,
        password,
        platformAdmin: args.role === "admin",
        memberships: args.role === "admin" ? [] : args.service.map((service) => ({ service, role })),
        towingCompany: args.company,
      });
      const [{ lastSignInAt: _never, ...after }] = await listOperators(tx, id);
      const entry = { action: "operator.create", serviceId: null, targetType: "operator", targetId: id };
      await recordAudit(tx, { ...entry, operator: cliActor(), before: null, after }, ctx.now());
    });
  } catch (error) {
    if (error instanceof OperatorExistsError)
      throw new OperatorCliError(`An operator with e-mail ${args.email.toLowerCase()} exists.`);
    if (error instanceof UnknownServiceError) throw new OperatorCliError(`No service named '${error.message}'.`);
    throw error;
  }
  const email = args.email.toLowerCase();
  const login = args.password === undefined ? `${email} / ${password}` : email;
  return `Operator ${email} created (${args.role}): ${ctx.config.publicUrl}/console  (login: ${login})`;
}

/** The first line of what was piped in (`--password-stdin`), without its line end. */
export async function passwordFromStdin(input: NodeJS.ReadableStream = process.stdin): Promise<string> {
  let text = "";
  for await (const chunk of input) text += String(chunk);
  return text.split(/\r?\n/)[0];
}
