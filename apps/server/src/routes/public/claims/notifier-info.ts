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
import { notifierInfoView } from "./service.ts";

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
      return notifierInfoView(row);
    },
  });
};
