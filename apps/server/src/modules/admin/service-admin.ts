import type { AdminService, CreateServiceRequest, UpdateServiceRequest } from "@hitch/contract/admin/services";
import type { Db } from "../../db/connect.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { newExternalId } from "../../db/external-id.ts";
import { HttpError } from "../../http/http-error.ts";
import {
  insertService,
  updateService,
  type NewServiceRow,
  type ServiceRow,
  operatorCompanyOf,
  themeOf,
} from "../services/public.ts";

export function adminServiceView(row: ServiceRow): AdminService {
  return {
    id: row.id,
    externalId: row.externalId,
    name: row.name,
    serviceLinkName: row.linkName,
    countryCode: row.countryCode,
    defaultLanguage: row.defaultLanguage,
    themeColor: row.themeColor,
    logo: themeOf(row).logo,
    directContact: row.directContact,
    isTestService: row.isTestService,
    isMotionsCloudEnabled: row.isMotionsCloudEnabled,
    claimFeedbackEnabled: row.claimFeedbackEnabled,
    legalEntity: operatorCompanyOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

function legalColumns(legal: UpdateServiceRequest["legalEntity"]): Partial<NewServiceRow> {
  if (legal === undefined) return {};
  return {
    operatorCompanyName: legal?.name ?? null,
    operatorRegistryCode: legal?.registryCode ?? null,
    operatorAddress: legal?.address ?? null,
    operatorContact: legal?.contact ?? null,
  };
}

// The conflict's own code at the top level, as every 409 answers: a client matches `code` and nothing else.
const serviceExists = () => new HttpError(409, "SERVICE_EXISTS");

export async function createService(db: Db, body: CreateServiceRequest): Promise<ServiceRow> {
  try {
    return await insertService(db, {
      externalId: newExternalId("SV"),
      name: body.name,
      linkName: body.serviceLinkName ?? body.name,
      countryCode: body.countryCode,
      defaultLanguage: body.defaultLanguage,
      themeColor: body.themeColor,
      directContact: body.directContact ?? null,
      isTestService: body.isTestService ?? false,
      isMotionsCloudEnabled: body.isMotionsCloudEnabled ?? false,
      claimFeedbackEnabled: body.claimFeedbackEnabled ?? true,
      ...legalColumns(body.legalEntity),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw serviceExists();
    throw error;
  }
}

export async function changeService(db: Db, id: number, body: UpdateServiceRequest): Promise<ServiceRow | null> {
  const { serviceLinkName, legalEntity, ...rest } = body;
  try {
    return await updateService(db, id, {
      ...rest,
      ...(serviceLinkName !== undefined ? { linkName: serviceLinkName } : {}),
      ...legalColumns(legalEntity),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw serviceExists();
    throw error;
  }
}
