import { assistanceAdditionalInfoRequestSchema } from "@hitch/contract/assistance/additional-info";
import { assistanceRequestSchema } from "@hitch/contract/assistance/assistance-request";
import { assistanceContactRequestSchema } from "@hitch/contract/assistance/contact";
import { assistanceIncidentRequestSchema } from "@hitch/contract/assistance/incident";
import { assistanceLocationRequestSchema } from "@hitch/contract/assistance/location";
import { assistanceVehicleRequestSchema } from "@hitch/contract/assistance/vehicle";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { HttpError } from "../../http/http-error.ts";
import { VehicleRegistryUnavailableError } from "../../providers/vehicle-registry/vehicle-registry.ts";
import { registryAnswerFor, vehicleRegistryFor } from "../vehicles/public.ts";
import { editDraft, findDraft } from "./editing.ts";
import type { NewAssistanceRequestRow } from "./repository.ts";
import { assistanceRequestView } from "./service.ts";

const responses = { 200: assistanceRequestSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * The flow's saves, one PATCH per step. Each needs the request's session, takes the contract's
 * body (unknown fields refused), works only while the request is a DRAFT (409
 * REQUEST_NOT_EDITABLE after submission) and answers the whole request as GET does.
 */
export const assistanceUpdateRoutes: RouteModule = (app, ctx) => {
  const { db, now } = ctx;
  const registry = vehicleRegistryFor(ctx);

  function patch<B extends z.ZodType>(
    step: string,
    body: B,
    toValues: (
      body: z.output<B>,
      id: number,
      request: FastifyRequest,
    ) => Promise<Partial<NewAssistanceRequestRow>> | Partial<NewAssistanceRequestRow>,
  ) {
    app.patch(`${PUBLIC_PREFIX}/assistance-request/:id/${step}`, {
      schema: { tags: ["assistance"], params: idParamsSchema, body, response: responses },
      handler: async (request) => {
        const { id } = request.params;
        const row = await editDraft(db, id, await toValues(request.body as z.output<B>, id, request), now());
        return assistanceRequestView(db, row);
      },
    });
  }

  patch("incident", assistanceIncidentRequestSchema, (b) => ({ incidentType: b.incidentType }));

  // A new point makes an old address (an operator's, or the last pin's) wrong: it goes with the point.
  patch("location", assistanceLocationRequestSchema, (b) => ({
    latitude: b.latitude,
    longitude: b.longitude,
    address: b.address || null,
  }));

  patch("contact", assistanceContactRequestSchema, (b) => ({
    contactName: b.name,
    contactPhone: b.phone,
    contactPhonePrefix: b.phonePrefix,
  }));

  patch("additional-info", assistanceAdditionalInfoRequestSchema, (b) => ({
    additionalEmail: b.email || null,
    description: b.description,
  }));

  // Insurance is asked of the registry again here: the client says which vehicle, never whether it is covered.
  patch("vehicle", assistanceVehicleRequestSchema, async (b, id, request) => {
    const draft = await findDraft(db, id);
    const answer = await registryAnswerFor(db, registry, draft, b.licensePlate).catch((error: unknown) => {
      if (!(error instanceof VehicleRegistryUnavailableError)) throw error;
      request.log.warn({ err: error }, "vehicle registry unavailable");
      throw new HttpError(503, "REGISTRY_UNAVAILABLE");
    });
    const found = answer?.vehicle;
    return {
      licensePlate: b.licensePlate,
      vinCode: b.vinCode || found?.vinCode || null,
      vehicleMark: b.mark || found?.manufacturer || null,
      vehicleModel: b.model || found?.model || null,
      vehicleYear: b.year ?? found?.year ?? null,
      insuranceVerified: answer?.insurance.verified ?? false,
    };
  });
};
