import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { CoreContext } from "../../app-context.ts";
import { createOperator, OperatorExistsError, UnknownServiceError } from "./operator-accounts.ts";
import { createOperatorAuth } from "./operator-auth.ts";
import { OperatorCliError } from "./operator-cli-args.ts";

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
    password: z.string().min(12).optional(),
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

/**
 * `operator create`: an administrator (every service, second factor at first sign-in), an operator
 * or viewer of the named services, or a dispatcher of one towing company (--company). Without
 * --password one is generated and printed once.
 */
export async function createOperatorFromCli(ctx: CoreContext, values: Record<string, unknown>): Promise<string> {
  const args = argsSchema.parse(values);
  const password = args.password ?? randomBytes(12).toString("base64url");
  const quiet = { warn: () => {}, error: () => {} };
  const auth = createOperatorAuth(ctx.db, ctx.config, ctx.outbox, quiet);
  const role = args.role === "viewer" ? "VIEWER" : "OPERATOR";
  try {
    await createOperator(auth, ctx.db, {
      email: args.email,
      name: args.name,
      password,
      platformAdmin: args.role === "admin",
      memberships: args.role === "admin" ? [] : args.service.map((service) => ({ service, role })),
      towingCompany: args.company,
    });
  } catch (error) {
    if (error instanceof OperatorExistsError)
      throw new OperatorCliError(`An operator with e-mail ${args.email.toLowerCase()} exists.`);
    if (error instanceof UnknownServiceError) throw new OperatorCliError(`No service named '${error.message}'.`);
    throw error;
  }
  const login = `${ctx.config.publicUrl}/console  (login: ${args.email.toLowerCase()} / ${password})`;
  return `Operator ${args.email.toLowerCase()} created (${args.role}): ${login}`;
}
