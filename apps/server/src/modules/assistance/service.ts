import type { AssistanceRequest } from "@hitch/contract/assistance/assistance-request";
import type { AssistanceStatus } from "@hitch/contract/common/enums";
import { PUBLIC_PREFIX } from "../../app-context.ts";
import type { Db } from "../../db/connect.ts";
import { findServiceById } from "../services/public.ts";
import { findAssistanceRequest, listAssistanceFiles, type AssistanceRequestRow } from "./repository.ts";

/** Statuses after which the request's link counts as already processed. */
export const CLOSED_ASSISTANCE_STATUSES: readonly AssistanceStatus[] = ["FINISHED", "TIMED_OUT", "CLIENT_CANCELLED"];

/** What still blocks submission, as field errors the submit screen can show. */
export function submissionBlockers(row: AssistanceRequestRow): AssistanceRequest["errors"] {
  const errors: AssistanceRequest["errors"] = [];
  if (!row.incidentType) errors.push({ path: "incidentType", code: "MISSING_INCIDENT" });
  if (row.latitude === null || row.longitude === null) errors.push({ path: "location", code: "MISSING_LOCATION" });
  if (!row.licensePlate || !row.insuranceVerified) errors.push({ path: "vehicle", code: "MISSING_VEHICLE" });
  if (!row.contactName || !row.contactPhone) errors.push({ path: "contact", code: "MISSING_CONTACT" });
  if (!row.description) errors.push({ path: "additionalDetails.description", code: "MISSING_DESCRIPTION" });
  return errors;
}

export async function assistanceRequestView(db: Db, row: AssistanceRequestRow): Promise<AssistanceRequest> {
  const [service, storedFiles] = await Promise.all([
    findServiceById(db, row.serviceId),
    listAssistanceFiles(db, row.id),
  ]);
  return {
    id: row.id,
    externalId: row.externalId,
    serviceExternalId: service?.externalId ?? "",
    status: row.status,
    incidentType: row.incidentType,
    location:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    address: row.address,
    contact: {
      name: row.contactName,
      phonePrefix: row.contactPhonePrefix,
      phone: row.contactPhone,
      email: row.contactEmail,
    },
    vehicle: {
      licensePlate: row.licensePlate,
      vinCode: row.vinCode,
      mark: row.vehicleMark,
      model: row.vehicleModel,
      year: row.vehicleYear,
    },
    insuranceVerified: row.insuranceVerified,
    additionalDetails: { email: row.additionalEmail, description: row.description },
    files: storedFiles.map((f) => ({
      id: f.id,
      path: f.storageKey,
      url: `${PUBLIC_PREFIX}/assistance-request/${row.id}/files/${f.storageKey}`,
    })),
    language: row.language,
    startTime: row.startTime?.toISOString() ?? null,
    submitTime: row.submitTime?.toISOString() ?? null,
    endTime: row.finishedAt?.toISOString() ?? null,
    errors: submissionBlockers(row),
  };
}

export async function loadAssistanceRequestView(db: Db, id: number): Promise<AssistanceRequest | null> {
  const row = await findAssistanceRequest(db, id);
  return row ? assistanceRequestView(db, row) : null;
}
