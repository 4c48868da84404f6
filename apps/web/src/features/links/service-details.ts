import type { ServiceDetails } from "@hitch/contract/services/service";
import { SERVICE_TIME_ZONES } from "@hitch/contract/services/time-zone";
import { bodyOf, client } from "../../api/client.ts";
import { useAssistanceSession } from "../../app/assistance-session.ts";
import { useClaimSession } from "../../app/claim-session.ts";

/**
 * Stores the service's test flag, direct line and isMotionsCloudEnabled for the opened request
 * or claim. The request/claim answer names its service by `serviceExternalId`.
 */
export async function loadServiceDetails(kind: "assistance" | "claim", id: number): Promise<void> {
  const params = { params: { path: { id } } };
  const owner: { serviceExternalId: string } = await (kind === "assistance"
    ? bodyOf(client.GET("/assistance-request/{id}", params))
    : bodyOf(client.GET("/claims/{id}", params)));
  const path = { serviceExternalId: owner.serviceExternalId };
  const service: Partial<ServiceDetails> = await bodyOf(
    client.GET("/services/{serviceExternalId}", { params: { path } }),
  );
  const shared = {
    isTestService: service?.isTestService === true,
    serviceContact: typeof service?.serviceDirectContact === "string" ? service.serviceDirectContact : null,
  };
  const timeZone = service?.countryCode ? (SERVICE_TIME_ZONES[service.countryCode] ?? null) : null;
  if (kind === "assistance")
    useAssistanceSession
      .getState()
      .update({ ...shared, serviceTimeZone: timeZone, serviceCountry: service?.countryCode ?? null });
  else useClaimSession.getState().update({ ...shared, isMotionsCloudEnabled: service?.isMotionsCloudEnabled === true });
}
