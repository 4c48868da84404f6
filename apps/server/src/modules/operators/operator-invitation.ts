import { randomBytes, randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { OperatorInvite } from "@hitch/contract/console/operators";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/connect.ts";
import { operatorVerifications } from "../../db/schema/operators.ts";
import { services } from "../../db/schema/services.ts";
import { inTransaction } from "../../db/transaction.ts";
import { HttpError } from "../../http/http-error.ts";
import { recordAudit } from "../console/public.ts";
import { INVITATION_EMAIL } from "./invitation-email-texts.ts";
import { insertOperator, OperatorExistsError } from "./operator-accounts.ts";
import { listOperators } from "./operator-list.ts";

const INVITATION_HOURS = 72;
/** The console's page that takes the token and sets the password (the same as a password reset's). */
const SET_PASSWORD_PAGE = "/console/reset-password";

type Admin = { id: string; email: string };

/** The service names behind the ids (createOperator speaks names); 404 SERVICE_NOT_FOUND for an unknown one. */
async function serviceNames(ctx: AppContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await ctx.db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(inArray(services.id, ids));
  if (rows.length !== new Set(ids).size) throw new HttpError(404, "SERVICE_NOT_FOUND");
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * A one-time link of better-auth's own reset flow (same verification record, same endpoint, same page), valid
 * longer than a reset's: an invitation may wait a weekend. Written in the invitation's transaction.
 */
async function setPasswordLink(ctx: AppContext, tx: Db, userId: string) {
  const auth = await ctx.operatorAuth.$context;
  const token = randomBytes(18).toString("base64url");
  await tx.insert(operatorVerifications).values({
    id: auth.generateId({ model: "verification" }) || randomUUID(),
    value: userId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + INVITATION_HOURS * 3600_000),
  });
  return `${auth.baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent(SET_PASSWORD_PAGE)}`;
}

/**
 * Creates the account with a password nobody knows, e-mails the invitee a link to choose their own, and
 * records who invited whom, in one transaction: if any step fails, no account is left that nobody was invited
 * to (and the same e-mail can be invited again). 409 OPERATOR_EXISTS when the e-mail is taken.
 */
export async function inviteOperator(ctx: AppContext, admin: Admin, invite: OperatorInvite) {
  const names = await serviceNames(
    ctx,
    invite.memberships.map((m) => m.serviceId),
  );
  const created = await inTransaction(ctx.db, async (tx) => {
    const id = await newAccount(ctx, tx, invite, names);
    const text = INVITATION_EMAIL[invite.language];
    const url = await setPasswordLink(ctx, tx, id);
    const fill = (template: string) =>
      template.replace("{name}", invite.name).replace("{url}", url).replace("{hours}", String(INVITATION_HOURS));
    await ctx.outbox.email(tx, {
      to: invite.email,
      subject: text.subject,
      body: fill(text.body),
      language: invite.language,
      purpose: "OPERATOR_INVITATION",
    });
    const [row] = await listOperators(tx, id);
    const { lastSignInAt: _never, ...after } = row;
    await recordAudit(
      tx,
      {
        operator: admin,
        action: "operator.invite",
        serviceId: null,
        targetType: "operator",
        targetId: id,
        before: null,
        after,
      },
      ctx.now(),
    );
    return row;
  });
  // Only once the e-mail is committed can the outbox's worker see it.
  ctx.outbox.nudge();
  return created;
}

async function newAccount(ctx: AppContext, tx: Db, invite: OperatorInvite, names: Map<number, string>) {
  try {
    const { id } = await insertOperator(ctx.operatorAuth, tx, {
      email: invite.email,
      name: invite.name,
      password: randomBytes(32).toString("base64url"),
      platformAdmin: invite.platformAdmin,
      memberships: invite.memberships.map((m) => ({ service: names.get(m.serviceId)!, role: m.role })),
      towingCompany: invite.towingCompany,
    });
    return id;
  } catch (error) {
    if (error instanceof OperatorExistsError) throw new HttpError(409, "OPERATOR_EXISTS");
    throw error;
  }
}
