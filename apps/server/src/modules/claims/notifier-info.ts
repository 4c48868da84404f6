import { asksIsContactDriver, type NotifierInfoRequest } from "@hitch/contract/claims/notifier-info";
import type { Db } from "../../db/connect.ts";
import { HttpError } from "../../http/http-error.ts";
import { editClaim, findEditableClaim } from "./editing.ts";
import { notifierInfoView } from "./service.ts";

/**
 * The notifier step: who reports the claim and, when the incident asks whether they drove and they
 * did not, who did (otherwise the driver's columns are cleared).
 */
export async function saveNotifierInfo(db: Db, id: number, body: NotifierInfoRequest, now: Date) {
  const claim = await findEditableClaim(db, id);
  const { notifier, isContactDriver } = body;
  const asks = asksIsContactDriver(claim.incidentType);
  if (asks && isContactDriver === null) {
    throw new HttpError(400, "VALIDATION_FAILED", [{ path: "isContactDriver", code: "validation.requiredField" }]);
  }
  const driver = asks && isContactDriver === false ? body.driver : null;
  const row = await editClaim(
    db,
    id,
    {
      notifierName: notifier.contact.name,
      notifierEmail: notifier.contact.email || null,
      notifierPhone: notifier.contact.phone,
      notifierPhonePrefix: notifier.contact.phonePrefix,
      notifierPersonalCode: notifier.personalCode,
      isContactDriver: asks ? isContactDriver : null,
      driverName: driver?.contact.name ?? null,
      driverEmail: driver ? driver.contact.email || null : null,
      driverPhone: driver?.contact.phone ?? null,
      driverPhonePrefix: driver?.contact.phonePrefix ?? null,
      driverPersonalCode: driver?.personalCode ?? null,
    },
    now,
  );
  return notifierInfoView(row);
}
