import { idParamsSchema } from "@hitch/contract/common/ids";
import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  serviceDetailsSchema,
  serviceExternalIdParamsSchema,
  serviceNameParamsSchema,
  themeSchema,
} from "@hitch/contract/services/service";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { HttpError } from "../../http/http-error.ts";
import { findAssistanceRequest } from "../assistance/public.ts";
import { findClaim } from "../claims/public.ts";
import { findServiceByAnyName, findServiceByExternalId, findServiceById } from "./repository.ts";
import { serviceDetailsOf, themeOf } from "./service.ts";

const serviceNotFound = () => new HttpError(404, "SERVICE_NOT_FOUND");

export const serviceRoutes: RouteModule = (app, { db }) => {
  app.get(`${PUBLIC_PREFIX}/theme/:serviceName`, {
    schema: {
      tags: ["services"],
      params: serviceNameParamsSchema,
      response: { 200: themeSchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const service = await findServiceByAnyName(db, request.params.serviceName);
      if (!service) throw serviceNotFound();
      return themeOf(service);
    },
  });

  app.get(`${PUBLIC_PREFIX}/services/:serviceExternalId`, {
    schema: {
      tags: ["services"],
      params: serviceExternalIdParamsSchema,
      response: { 200: serviceDetailsSchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const service = await findServiceByExternalId(db, request.params.serviceExternalId);
      if (!service) throw serviceNotFound();
      return serviceDetailsOf(service);
    },
  });

  app.get(`${PUBLIC_PREFIX}/assistance-request/:id/service-theme`, {
    config: { customerAccess: "outcome" },
    schema: {
      tags: ["assistance"],
      params: idParamsSchema,
      response: { 200: serviceDetailsSchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const row = await findAssistanceRequest(db, request.params.id);
      const service = row && (await findServiceById(db, row.serviceId));
      if (!service) throw serviceNotFound();
      return serviceDetailsOf(service);
    },
  });

  app.get(`${PUBLIC_PREFIX}/claims/:id/service-theme`, {
    config: { customerAccess: "outcome" },
    schema: { tags: ["claims"], params: idParamsSchema, response: { 200: serviceDetailsSchema, 404: errorBodySchema } },
    handler: async (request) => {
      const row = await findClaim(db, request.params.id);
      const service = row && (await findServiceById(db, row.serviceId));
      if (!service) throw serviceNotFound();
      return serviceDetailsOf(service);
    },
  });
};
