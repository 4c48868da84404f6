import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { OperatorInvite } from "@hitch/contract/console/operators";
import type { AppContext } from "../../app-context.ts";
import { services } from "../../db/schema/services.ts";
import { HttpError } from "../../http/http-error.ts";
import { recordAudit } from "../console/public.ts";
import { INVITATION_EMAIL } from "./invitation-email-texts.ts";
import { createOperator, OperatorExistsError } from "./operator-accounts.ts";
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
 * longer than a reset's: an invitation may wait a weekend.
 */
async function setPasswordLink(ctx: AppContext, userId: string) {
  const auth = await ctx.operatorAuth.$context;
  const token = randomBytes(18).toString("base64url");
  await auth.internalAdapter.createVerificationValue({
    value: userId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + INVITATION_HOURS * 3600_000),
  });
  return `${auth.baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent(SET_PASSWORD_PAGE)}`;
}

/**
 * Creates the account with a password nobody knows, e-mails the invitee a link to choose their own, and
 * records who invited whom. 409 OPERATOR_EXISTS when the e-mail is taken.
 */
export async function inviteOperator(ctx: AppContext, admin: Admin, invite: OperatorInvite) {
  const names = await serviceNames(
    ctx,
    invite.memberships.map((m) => m.serviceId),
  );
  let id: string;
  try {
    ({ id } = await createOperator(ctx.operatorAuth, ctx.db, {
      email: invite.email,
      name: invite.name,
      password: randomBytes(32).toString("base64url"),
      platformAdmin: invite.platformAdmin,
      memberships: invite.memberships.map((m) => ({ service: names.get(m.serviceId)!, role: m.role })),
      towingCompany: invite.towingCompany,
    }));
  } catch (error) {
    if (error instanceof OperatorExistsError) throw new HttpError(409, "OPERATOR_EXISTS");
    throw error;
  }
  const text = INVITATION_EMAIL[invite.language];
  const url = await setPasswordLink(ctx, id);
  const fill = (template: string) =>
    template.replace("{name}", invite.name).replace("{url}", url).replace("{hours}", String(INVITATION_HOURS));
  await ctx.outbox.email(ctx.db, {
    to: invite.email,
    subject: text.subject,
    body: fill(text.body),
    language: invite.language,
    purpose: "OPERATOR_INVITATION",
  });
  ctx.outbox.nudge();
  const [created] = await listOperators(ctx.db, id);
  const { lastSignInAt: _never, ...after } = created;
  await recordAudit(
    ctx.db,
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
  return created;
}
