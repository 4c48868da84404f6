import type { CreateDriverRequest, UpdateDriverRequest } from "@hitch/contract/admin/drivers";
import type { AppContext } from "../../app-context.ts";
import { createDriver, getDriver, removeDriver, requestsServedBy, updateDriver } from "../drivers/public.ts";
import { auditDriverChange, OPERATOR_API_ACTOR } from "./fleet-actions.ts";

// The operator API's driver writes (the platform key's), audited like the console's under the driver's company.

const details = (d: { fullName: string; phoneNumber: string; company: string; available: boolean }) => ({
  fullName: d.fullName,
  phoneNumber: d.phoneNumber,
  company: d.company,
  available: d.available,
});

/** A new driver; the answer carries its bearer token, the one time it is shown. */
export async function createApiDriver(ctx: AppContext, body: CreateDriverRequest) {
  return ctx.db.transaction(async (tx) => {
    const created = await createDriver(tx, body);
    const audited = { action: "driver.create", driverId: created.id, before: null, after: details(created) };
    await auditDriverChange(tx, OPERATOR_API_ACTOR, audited, ctx.now());
    return created;
  });
}

/** Changes a driver; the customers who see the driver's name, phone and position get the change at once. */
export async function updateApiDriver(ctx: AppContext, driverId: number, body: UpdateDriverRequest) {
  const updated = await ctx.db.transaction(async (tx) => {
    const before = await getDriver(tx, driverId);
    const after = await updateDriver(tx, driverId, body, ctx.now());
    // A position report alone is the driver's own update, not an operator's change to the driver.
    if (JSON.stringify(details(before)) !== JSON.stringify(details(after)))
      await auditDriverChange(
        tx,
        OPERATOR_API_ACTOR,
        { action: "driver.update", driverId, before: details(before), after: details(after) },
        ctx.now(),
      );
    return after;
  });
  for (const id of await requestsServedBy(ctx.db, driverId)) await ctx.dispatch.events.publish(id).catch(() => {});
  return updated;
}

/** Removes a driver (409 while on a job or once they served a request). */
export async function removeApiDriver(ctx: AppContext, driverId: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await getDriver(tx, driverId);
    const audited = { action: "driver.remove", driverId, before: details(before), after: null };
    await auditDriverChange(tx, OPERATOR_API_ACTOR, audited, ctx.now());
    await removeDriver(tx, driverId);
  });
}
