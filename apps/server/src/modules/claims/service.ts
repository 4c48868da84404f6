import { DEFAULT_COUNTRY } from "@hitch/contract/common/enum-values";
import { contactPhoneDefaults } from "@hitch/contract/common/phone-number";
import type { Claim } from "@hitch/contract/claims/claim";
import type { StoredAccidentDetails } from "@hitch/contract/claims/accident-details";
import type { Party } from "@hitch/contract/claims/other-parties";
import { PUBLIC_PREFIX } from "../../app-context.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import type { otherParties } from "../../db/schema/other-parties.ts";
import { damageAreaView } from "../damage-areas/public.ts";
import { findServiceById } from "../services/public.ts";
import { claimUuid } from "./claim-uuid.ts";
import { findClaim, findDamageArea, listClaimFiles, listOtherParties, type ClaimRow } from "./repository.ts";
import { vehicleDetailsView } from "./vehicle-details.ts";

type PartyRow = typeof otherParties.$inferSelect;

export function partyView(row: PartyRow): Party {
  const hasPerson = [row.personFullName, row.personPersonalCode, row.personPhone, row.personEmail].some((v) => v);
  return {
    id: row.id,
    type: row.type,
    person: hasPerson
      ? {
          id: row.id,
          fullName: row.personFullName ?? "",
          personalCode: row.personPersonalCode ?? "",
          phonePrefix: row.personPhonePrefix ?? "",
          phone: row.personPhone ?? "",
          email: row.personEmail ?? "",
        }
      : null,
    vehicle: row.type === "vehicle" ? { id: row.id, licensePlate: row.vehicleLicensePlate ?? "" } : null,
    object: row.type === "object" ? { id: row.id, description: row.objectDescription ?? "" } : null,
    createdTime: row.createdAt.toISOString(),
  };
}

/** The accident-details slice, as its step answers it and as GET /claims/{id} carries it. */
export function accidentDetailsView(row: ClaimRow): StoredAccidentDetails {
  return {
    accidentDatetime: row.accidentAt?.toISOString() ?? null,
    address: row.accidentAddress,
    location:
      row.accidentLatitude !== null && row.accidentLongitude !== null
        ? { latitude: row.accidentLatitude, longitude: row.accidentLongitude }
        : null,
    description: row.accidentDescription,
    whoCaused: row.whoCaused,
    authoritiesNotified: row.authoritiesNotified,
    personalInjury: row.personalInjury,
  };
}

const person = (
  name: string | null,
  email: string | null,
  phone: string | null,
  phonePrefix: string | null,
  personalCode: string | null,
) => ({
  contact: { name, email, phone, phonePrefix },
  personalCode,
});

/** The claim as GET /claims/{id} answers it: every slice the app refills its state from. */
/** The notifier and, when one was given, the driver, as the notifier step saved them. */
export function notifierInfoView(row: ClaimRow) {
  const hasDriver = row.driverName !== null || row.driverPhone !== null || row.driverPersonalCode !== null;
  return {
    notifier: person(
      row.notifierName,
      row.notifierEmail,
      row.notifierPhone,
      row.notifierPhonePrefix,
      row.notifierPersonalCode,
    ),
    driver: hasDriver
      ? person(row.driverName, row.driverEmail, row.driverPhone, row.driverPhonePrefix, row.driverPersonalCode)
      : null,
    isContactDriver: row.isContactDriver,
  };
}

export async function claimView(db: Db, config: Config, row: ClaimRow): Promise<Claim> {
  const [service, area, storedFiles, parties] = await Promise.all([
    findServiceById(db, row.serviceId),
    findDamageArea(db, row.id),
    listClaimFiles(db, row.id),
    listOtherParties(db, row.id),
  ]);
  const hasNotifier = row.notifierName !== null || row.notifierPhone !== null || row.notifierPersonalCode !== null;
  const hasAccident = row.accidentAt !== null || row.accidentDescription !== null || row.accidentAddress !== null;
  return {
    id: row.id,
    externalId: row.externalId,
    uuid: claimUuid(config, row.id),
    status: row.submittedAt ? "SUBMITTED" : "DRAFT",
    submitted: row.submittedAt !== null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    serviceExternalId: service?.externalId ?? "",
    isMotionsCloudEnabled: service?.isMotionsCloudEnabled ?? false,
    serviceCountryCode: service?.countryCode ?? DEFAULT_COUNTRY,
    language: row.language,
    incidentType: row.incidentType,
    vehicleDetails: row.licensePlate ? vehicleDetailsView(row) : null,
    damageAreaTemplateId: area?.templateId ?? null,
    damageArea: area ? damageAreaView(area) : null,
    uploadedPhotos: storedFiles
      .filter((f) => f.kind === "DAMAGE_PHOTO" || f.kind === "DAMAGE_AREA_SCREENSHOT")
      .map((f) => ({
        id: f.id,
        path: f.storageKey,
        url: `${PUBLIC_PREFIX}/claims/${row.id}/files/${f.id}`,
        fileType: f.kind as "DAMAGE_PHOTO" | "DAMAGE_AREA_SCREENSHOT",
      })),
    notifierInfo: hasNotifier ? notifierInfoView(row) : null,
    otherPartiesInvolved: row.otherPartiesInvolved,
    otherPartiesInfo: row.otherPartiesInfo,
    otherParties: parties.map(partyView),
    accidentDetails: hasAccident ? accidentDetailsView(row) : null,
    settlementType: row.settlementType,
    communicationPreferences: row.communicationPreferences ?? [],
    workshopId: row.workshopId,
    contactDefaults: contactPhoneDefaults(service?.countryCode ?? "", row.smsPhone),
  };
}

export async function loadClaimView(db: Db, config: Config, id: number): Promise<Claim | null> {
  const row = await findClaim(db, id);
  return row ? claimView(db, config, row) : null;
}
