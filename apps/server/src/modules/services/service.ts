import type { OperatorCompany, ServiceDetails, Theme } from "@hitch/contract/services/service";
import type { ServiceRow } from "./repository.ts";

/** The logo travels as a data URL: it is at most 55x150 px, and the app needs no second request. */
export function themeOf(service: ServiceRow): Theme {
  const logo =
    service.logo && service.logoMime ? `data:${service.logoMime};base64,${service.logo.toString("base64")}` : null;
  return { logo, color: service.themeColor };
}

/** The company named in the terms and privacy texts; null unless the operator configured all of it. */
export function operatorCompanyOf(service: ServiceRow): OperatorCompany | null {
  const {
    operatorCompanyName: name,
    operatorRegistryCode: registryCode,
    operatorAddress: address,
    operatorContact: contact,
  } = service;
  return name && registryCode && address && contact ? { name, registryCode, address, contact } : null;
}

export function serviceDetailsOf(service: ServiceRow): ServiceDetails {
  return {
    externalId: service.externalId,
    name: service.name,
    countryCode: service.countryCode,
    theme: themeOf(service),
    serviceLink: { name: service.linkName, language: service.defaultLanguage },
    isTestService: service.isTestService,
    serviceDirectContact: service.directContact,
    isMotionsCloudEnabled: service.isMotionsCloudEnabled,
    operatorCompany: operatorCompanyOf(service),
  };
}
