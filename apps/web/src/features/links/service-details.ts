import type { ServiceDetails } from "@hitch/contract/services/service";
import { api } from "../../api/client.ts";
import { useAssistanceSession } from "../../app/assistance-session.ts";
import { useClaimSession } from "../../app/claim-session.ts";

/**
 * Stores the service's test flag, direct line and isMotionsCloudEnabled for the opened request
 * or claim. The request/claim answer names its service by `serviceExternalId`.
 */
export async function loadServiceDetails(kind: "assistance" | "claim", id: number): Promise<void> {
  const owner = await api<{ serviceExternalId?: unknown }>(kind === "assistance" ? `/assistance-request/${id}` : `/claims/${id}`);
  if (typeof owner?.serviceExternalId !== "string") return;
  const service = await api<Partial<ServiceDetails>>(`/services/${encodeURIComponent(owner.serviceExternalId)}`);
  const shared = {
    isTestService: service?.isTestService === true,
    serviceContact: typeof service?.serviceDirectContact === "string" ? service.serviceDirectContact : null,
  };
  if (kind === "assistance") useAssistanceSession.getState().update(shared);
  else useClaimSession.getState().update({ ...shared, isMotionsCloudEnabled: service?.isMotionsCloudEnabled === true });
}
