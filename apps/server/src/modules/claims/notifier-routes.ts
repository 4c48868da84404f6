import {
  asksIsContactDriver,
  notifierInfoRequestSchema,
  storedNotifierInfoSchema,
} from "@hitch/contract/claims/notifier-info";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { HttpError } from "../../http/http-error.ts";
import { editClaim, findEditableClaim } from "./editing.ts";
import type { ClaimRow } from "./repository.ts";

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

function notifierView(row: ClaimRow) {
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

/**
 * The notifier step. Whether the notifier drove is asked except for theft and vandalism or fire,
 * and is then required; where it is not asked the answer and any driver are dropped. Yes clears
 * the driver; No requires one (the contract's body schema checks that).
 */
export const claimNotifierRoutes: RouteModule = (app, { db, now }) => {
  app.post(`${PUBLIC_PREFIX}/claims/:id/notifier-info`, {
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      body: notifierInfoRequestSchema,
      response: { 200: storedNotifierInfoSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      const claim = await findEditableClaim(db, id);
      const { notifier, isContactDriver } = request.body;
      const asks = asksIsContactDriver(claim.incidentType);
      if (asks && isContactDriver === null) {
        throw new HttpError(400, "VALIDATION_FAILED", [{ path: "isContactDriver", code: "validation.requiredField" }]);
      }
      const driver = asks && isContactDriver === false ? request.body.driver : null;
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
        now(),
      );
      return notifierView(row);
    },
  });
};
