import type { AdminService, CreateServiceRequest } from "@hitch/contract/admin/services";
import type { ConsoleServiceChange } from "@hitch/contract/console/services";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/transaction.ts";
import { notFound } from "../../http/http-error.ts";
import { recordAudit } from "../console/public.ts";
import { findServiceById, listServices } from "../services/public.ts";
import { adminServiceView, changeService, createService } from "./service-admin.ts";
import { replaceLogo } from "./service-lookup.ts";

type Operator = { id: string; email: string };

/** The services a console list shows: every one for a platform administrator (null), else the operator's. */
export async function consoleServices(db: Db, serviceIds: number[] | null): Promise<AdminService[]> {
  const rows = await listServices(db);
  return rows.filter((row) => serviceIds === null || serviceIds.includes(row.id)).map(adminServiceView);
}

export async function consoleService(db: Db, id: number): Promise<AdminService> {
  const row = await findServiceById(db, id);
  if (!row) throw notFound();
  return adminServiceView(row);
}

/** An operator's change of their service's settings, with the service before and after in the audit log. */
export async function changeServiceAsOperator(
  db: Db,
  id: number,
  change: ConsoleServiceChange,
  operator: Operator,
  now: Date,
): Promise<AdminService> {
  return inTransaction(db, async (tx) => {
    const before = await consoleService(tx, id);
    const row = await changeService(tx, id, change);
    if (!row) throw notFound();
    const after = adminServiceView(row);
    await recordAudit(
      tx,
      { operator, action: "service.update", serviceId: id, targetType: "service", targetId: id, before, after },
      now,
    );
    return after;
  });
}

/** A platform administrator's new service from the console: the operator API's creation, audited. */
export async function createServiceAsOperator(
  db: Db,
  body: CreateServiceRequest,
  operator: Operator,
  now: Date,
): Promise<AdminService> {
  return inTransaction(db, async (tx) => {
    const row = await createService(tx, body);
    const after = adminServiceView(row);
    await recordAudit(
      tx,
      {
        operator,
        action: "service.create",
        serviceId: row.id,
        targetType: "service",
        targetId: row.id,
        before: null,
        after,
      },
      now,
    );
    return after;
  });
}

/** An operator's new logo for their service: the operator API's upload (same checks), audited. */
export async function replaceLogoAsOperator(
  db: Db,
  id: number,
  image: Buffer,
  operator: Operator,
  now: Date,
): Promise<AdminService> {
  return inTransaction(db, async (tx) => {
    const before = await consoleService(tx, id);
    const after = adminServiceView(await replaceLogo(tx, before.name, image));
    await recordAudit(
      tx,
      { operator, action: "service.logo", serviceId: id, targetType: "service", targetId: id, before, after },
      now,
    );
    return after;
  });
}
