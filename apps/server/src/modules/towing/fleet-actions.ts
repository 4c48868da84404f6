import type { ConsoleDriverInvite, DriverChange, DriverForm } from "@hitch/contract/console/drivers";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/connect.ts";
import { HttpError } from "../../http/http-error.ts";
import { recordAudit } from "../console/public.ts";
import {
  createDriver,
  getDriver,
  inviteDriver,
  removeDriver,
  requestsServedBy,
  revokeDriverSession,
  towingCompanyName,
  updateDriver,
} from "../drivers/public.ts";
import { companyCentre, companyOfDriver, isOnJob } from "./fleet.ts";

/** Who changes a driver: a console operator, or the operator API's platform key (no account: `id` null). */
export type DriverActor = { id: string | null; email: string; towingCompanyId: number | null };

/** The operator API's caller as the audit log names it. */
export const OPERATOR_API_ACTOR: DriverActor = { id: null, email: "ADMIN_API_KEY", towingCompanyId: null };

/**
 * Records a change to a driver, in the change's transaction, under the acting operator and the driver's towing
 * company (drivers belong to no service, so no provider's audit log shows it; administrators see every entry).
 */
export async function auditDriverChange(
  tx: Db,
  actor: DriverActor,
  change: { action: string; driverId: number; before: unknown; after: unknown },
  at: Date,
) {
  const { action, driverId, before, after } = change;
  const towingCompanyId = await companyOfDriver(tx, driverId);
  const record = { operator: actor, action, serviceId: null, towingCompanyId, before, after };
  await recordAudit(tx, { ...record, targetType: "driver", targetId: driverId }, at);
}

/** The company a dispatcher's new or changed driver must belong to: their own, whatever the form said. */
async function companyNameFor(ctx: AppContext, operator: DriverActor, asked: string | undefined) {
  if (operator.towingCompanyId === null) return asked;
  const own = await towingCompanyName(ctx.db, operator.towingCompanyId);
  if (own === null) throw new HttpError(404, "NOT_FOUND");
  return own;
}

/** A new driver, off duty until their phone goes on duty (the bearer token is not shown: the app signs in by link). */
export async function addFleetDriver(ctx: AppContext, operator: DriverActor, form: DriverForm) {
  const company = (await companyNameFor(ctx, operator, form.company))!;
  const at = await companyCentre(ctx.db, company);
  return ctx.db.transaction(async (tx) => {
    const { token: _token, ...created } = await createDriver(tx, { ...form, ...at, company, available: false });
    const after = { fullName: created.fullName, company };
    await auditDriverChange(
      tx,
      operator,
      { action: "driver.create", driverId: created.id, before: null, after },
      ctx.now(),
    );
    return created.id;
  });
}

/**
 * Changes a driver's details or availability. Making a driver on a job available is a 409: the engine
 * frees them when the job ends. Customers who see the driver's name and phone get the change at once.
 */
export async function changeFleetDriver(
  ctx: AppContext,
  operator: DriverActor,
  driverId: number,
  change: DriverChange,
) {
  if (change.available === true && (await isOnJob(ctx.db, driverId))) throw new HttpError(409, "CONFLICT");
  const company = change.company === undefined ? undefined : await companyNameFor(ctx, operator, change.company);
  const pick = (d: Awaited<ReturnType<typeof getDriver>>) => ({
    fullName: d.fullName,
    phoneNumber: d.phoneNumber,
    company: d.company,
    available: d.available,
  });
  await ctx.db.transaction(async (tx) => {
    const before = await getDriver(tx, driverId);
    const after = await updateDriver(tx, driverId, { ...change, ...(company ? { company } : {}) }, ctx.now());
    const audited = { action: "driver.update", driverId, before: pick(before), after: pick(after) };
    await auditDriverChange(tx, operator, audited, ctx.now());
  });
  for (const id of await requestsServedBy(ctx.db, driverId)) await ctx.dispatch.events.publish(id).catch(() => {});
}

/** Removes a driver (409 while on a job, or once they served a request: their history stays). */
export async function removeFleetDriver(ctx: AppContext, operator: DriverActor, driverId: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await getDriver(tx, driverId);
    // Audited first, while the driver's company is still known; a refused removal rolls the entry back too.
    const audited = { before: { fullName: before.fullName, company: before.company }, after: null };
    await auditDriverChange(tx, operator, { action: "driver.remove", driverId, ...audited }, ctx.now());
    await removeDriver(tx, driverId);
  });
}

/**
 * The sign-in link by SMS to the driver's own phone, in the driver's language and the chosen service's theme.
 * The answer says where it went; the link stays in the SMS (whoever held it could sign in as the driver).
 */
export async function inviteFleetDriver(
  ctx: AppContext,
  operator: DriverActor,
  driverId: number,
  invite: { language: ConsoleDriverInvite["language"]; serviceId: number | null; ttlHours?: number },
) {
  const { sent } = await inviteDriver(ctx, driverId, {
    ...invite,
    audit: (tx, linkId) =>
      auditDriverChange(
        tx,
        operator,
        {
          action: "driver.invite",
          driverId,
          before: null,
          after: { linkId, language: invite.language, serviceId: invite.serviceId },
        },
        ctx.now(),
      ),
  });
  return sent;
}

/** Ends one phone's session: its next call is refused, on every instance. */
export async function revokeFleetSession(ctx: AppContext, operator: DriverActor, driverId: number, sessionId: number) {
  await ctx.db.transaction(async (tx) => {
    await revokeDriverSession(tx, driverId, sessionId, ctx.now());
    const audited = { action: "driver.session.revoke", driverId, before: { sessionId }, after: { revoked: true } };
    await auditDriverChange(tx, operator, audited, ctx.now());
  });
}
