import type { ConsoleDriverInvite, DriverChange, DriverForm } from "@hitch/contract/console/drivers";
import type { AppContext } from "../../app-context.ts";
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
import { companyCentre, isOnJob } from "./fleet.ts";

type Operator = { id: string; email: string; towingCompanyId: number | null };

const audit = (
  ctx: AppContext,
  operator: Operator,
  action: string,
  driverId: number,
  before: unknown,
  after: unknown,
) =>
  recordAudit(
    ctx.db,
    { operator, action, serviceId: null, targetType: "driver", targetId: driverId, before, after },
    ctx.now(),
  );

/** The company a dispatcher's new or changed driver must belong to: their own, whatever the form said. */
async function companyNameFor(ctx: AppContext, operator: Operator, asked: string | undefined) {
  if (operator.towingCompanyId === null) return asked;
  const own = await towingCompanyName(ctx.db, operator.towingCompanyId);
  if (own === null) throw new HttpError(404, "NOT_FOUND");
  return own;
}

/** A new driver, off duty until their phone goes on duty (the bearer token is not shown: the app signs in by link). */
export async function addFleetDriver(ctx: AppContext, operator: Operator, form: DriverForm) {
  const company = (await companyNameFor(ctx, operator, form.company))!;
  const at = await companyCentre(ctx.db, company);
  const { token: _token, ...created } = await createDriver(ctx.db, { ...form, ...at, company, available: false });
  await audit(ctx, operator, "driver.create", created.id, null, { fullName: created.fullName, company });
  return created.id;
}

/**
 * Changes a driver's details or availability. Making a driver on a job available is a 409: the engine
 * frees them when the job ends. Customers who see the driver's name and phone get the change at once.
 */
export async function changeFleetDriver(ctx: AppContext, operator: Operator, driverId: number, change: DriverChange) {
  if (change.available === true && (await isOnJob(ctx.db, driverId))) throw new HttpError(409, "CONFLICT");
  const company = change.company === undefined ? undefined : await companyNameFor(ctx, operator, change.company);
  const before = await getDriver(ctx.db, driverId);
  const after = await updateDriver(ctx.db, driverId, { ...change, ...(company ? { company } : {}) }, ctx.now());
  const pick = (d: typeof before) => ({
    fullName: d.fullName,
    phoneNumber: d.phoneNumber,
    company: d.company,
    available: d.available,
  });
  await audit(ctx, operator, "driver.update", driverId, pick(before), pick(after));
  for (const id of await requestsServedBy(ctx.db, driverId)) await ctx.dispatch.events.publish(id).catch(() => {});
}

/** Removes a driver (409 while on a job, or once they served a request: their history stays). */
export async function removeFleetDriver(ctx: AppContext, operator: Operator, driverId: number) {
  const before = await getDriver(ctx.db, driverId);
  await removeDriver(ctx.db, driverId);
  await audit(ctx, operator, "driver.remove", driverId, { fullName: before.fullName, company: before.company }, null);
}

/** The driver link by SMS (the admin API's invitation), in the driver's language and the chosen service's theme. */
export async function inviteFleetDriver(
  ctx: AppContext,
  operator: Operator,
  driverId: number,
  invite: { language: ConsoleDriverInvite["language"]; serviceId: number | null },
) {
  const { code: _code, ...answer } = await inviteDriver(ctx, driverId, invite);
  await audit(ctx, operator, "driver.invite", driverId, null, {
    language: invite.language,
    serviceId: invite.serviceId,
  });
  return answer;
}

/** Ends one phone's session: its next call is refused, on every instance. */
export async function revokeFleetSession(ctx: AppContext, operator: Operator, driverId: number, sessionId: number) {
  await revokeDriverSession(ctx.db, driverId, sessionId, ctx.now());
  await audit(ctx, operator, "driver.session.revoke", driverId, { sessionId }, { revoked: true });
}
