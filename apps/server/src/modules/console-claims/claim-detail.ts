import type { ConsoleClaim } from "@hitch/contract/console/claims";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { CONSOLE_PREFIX } from "../../app-context.ts";
import { findCaseFor } from "../cases/public.ts";
import { findClaim, loadClaimView } from "../claims/public.ts";
import { listTemplates, templateView } from "../damage-areas/public.ts";
import { findServiceById } from "../services/public.ts";
import { findWorkshop } from "../workshops/public.ts";

/** The console's own URL of a claim's photo (the customer's file route needs the customer's session). */
export const consoleClaimFileUrl = (claimId: number, fileId: number) =>
  `${CONSOLE_PREFIX}/claims/${claimId}/files/${fileId}`;

/**
 * A claim with everything the customer entered (the operator API's view), plus what a claims handler
 * reads beside it: the diagram's template, the chosen workshop's name, the service and the case.
 */
export async function readConsoleClaim(db: Db, config: Config, id: number): Promise<ConsoleClaim | null> {
  const [row, view] = await Promise.all([findClaim(db, id), loadClaimView(db, config, id)]);
  if (!row || !view) return null;
  const [service, templates, workshop, caseRow] = await Promise.all([
    findServiceById(db, row.serviceId),
    view.damageAreaTemplateId === null ? [] : listTemplates(db),
    row.workshopId === null ? null : findWorkshop(db, row.workshopId),
    findCaseFor(db, "claim", row.id),
  ]);
  const template = templates.find((t) => t.id === view.damageAreaTemplateId);
  return {
    ...view,
    uploadedPhotos: view.uploadedPhotos.map((p) => ({ ...p, url: consoleClaimFileUrl(row.id, p.id) })),
    serviceId: row.serviceId,
    serviceName: service?.name ?? "",
    createdAt: row.createdAt.toISOString(),
    damageTemplate: template ? templateView(template) : null,
    workshop: workshop ? { id: workshop.id, name: workshop.name, address: workshop.address } : null,
    caseId: caseRow?.id ?? null,
  };
}
