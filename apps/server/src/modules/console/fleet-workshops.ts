import type { AdminWorkshop } from "@hitch/contract/admin/workshops";
import type { ConsoleWorkshop, ConsoleWorkshopChange, ConsoleWorkshopForm } from "@hitch/contract/console/workshops";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/transaction.ts";
import { HttpError } from "../../http/http-error.ts";
import { findServiceById, listServices } from "../services/public.ts";
import {
  changeWorkshop,
  createWorkshop,
  findWorkshop,
  listAdminWorkshops,
  removeWorkshop,
} from "../workshops/public.ts";
import { recordAudit } from "./audit.ts";

type Operator = { id: string; email: string };

const withService = (workshop: AdminWorkshop, serviceId: number): ConsoleWorkshop => ({ ...workshop, serviceId });

/** What the audit log keeps of a workshop: the fields an operator edits. */
const audited = ({ id: _id, distanceMeters: _d, serviceName: _s, ...fields }: ConsoleWorkshop) => fields;

/** The workshops of the given services (null: every service), grouped by service, oldest first. */
export async function listConsoleWorkshops(db: Db, serviceIds: number[] | null): Promise<ConsoleWorkshop[]> {
  const services = (await listServices(db)).filter((s) => serviceIds === null || serviceIds.includes(s.id));
  const lists = await Promise.all(
    services.map(async (s) => (await listAdminWorkshops(db, s.name)).map((w) => withService(w, s.id))),
  );
  return lists.flat();
}

/** The service a workshop belongs to, for the scope check (null: no such workshop). */
export async function serviceOfWorkshop(db: Db, id: number): Promise<number | null> {
  return (await findWorkshop(db, id))?.serviceId ?? null;
}

async function readConsoleWorkshop(db: Db, id: number): Promise<ConsoleWorkshop> {
  const row = await findWorkshop(db, id);
  const service = row && (await findServiceById(db, row.serviceId));
  const found = service && (await listAdminWorkshops(db, service.name)).find((w) => w.id === id);
  if (!found) throw new HttpError(404, "WORKSHOP_NOT_FOUND");
  return withService(found, service.id);
}

const auditOf = (operator: Operator, action: string, workshop: ConsoleWorkshop) => ({
  operator,
  action,
  serviceId: workshop.serviceId,
  targetType: "workshop",
  targetId: workshop.id,
});

/** Adds a workshop to one of the operator's services, audited in the same transaction. */
export async function addConsoleWorkshop(db: Db, form: ConsoleWorkshopForm, operator: Operator, now: Date) {
  return inTransaction(db, async (tx) => {
    const service = await findServiceById(tx, form.serviceId);
    if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
    const { serviceId: _, description, ...fields } = form;
    const created = await createWorkshop(tx, {
      ...fields,
      serviceName: service.name,
      description: description || null,
      vehicleMarks: form.vehicleMarks ?? [],
    });
    const workshop = withService(created, service.id);
    await recordAudit(
      tx,
      { ...auditOf(operator, "workshop.create", workshop), before: null, after: audited(workshop) },
      now,
    );
    return workshop;
  });
}

/** Changes a workshop's fields (its service stays), audited with the fields before and after. */
export async function changeConsoleWorkshop(
  db: Db,
  id: number,
  change: ConsoleWorkshopChange,
  operator: Operator,
  now: Date,
) {
  return inTransaction(db, async (tx) => {
    const before = await readConsoleWorkshop(tx, id);
    const changed = await changeWorkshop(tx, id, { ...change, description: change.description || null });
    const after = withService(changed, before.serviceId);
    const entry = { ...auditOf(operator, "workshop.update", after), before: audited(before), after: audited(after) };
    await recordAudit(tx, entry, now);
    return after;
  });
}

/** Removes a workshop no claim or case chose (else 409 WORKSHOP_IN_USE), audited with what it was. */
export async function removeConsoleWorkshop(db: Db, id: number, operator: Operator, now: Date) {
  await inTransaction(db, async (tx) => {
    const before = await readConsoleWorkshop(tx, id);
    await removeWorkshop(tx, id);
    await recordAudit(
      tx,
      { ...auditOf(operator, "workshop.remove", before), before: audited(before), after: null },
      now,
    );
  });
}
