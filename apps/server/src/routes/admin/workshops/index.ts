import {
  adminWorkshopListQuerySchema as listQuerySchema,
  adminWorkshopListResponseSchema,
  adminWorkshopSchema,
  createWorkshopRequestSchema,
  updateWorkshopRequestSchema,
  type AdminWorkshop,
} from "@hitch/contract/admin/workshops";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { z } from "zod";
import { ADMIN_PREFIX, type RouteModule } from "../../app-context.ts";
import { apiKeyGuard } from "../../auth/api-key.ts";
import type { Db } from "../../db/connect.ts";
import { HttpError } from "../../http/http-error.ts";
import { findServiceByAnyName, findServiceById, listServices } from "../services/public.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { workshopView, type WorkshopRow } from "./matching.ts";
import {
  deleteWorkshop,
  findWorkshop,
  insertWorkshop,
  listAllWorkshops,
  listServiceWorkshops,
  updateWorkshop,
} from "./repository.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const security = [{ apiKey: [] }];

const notFoundWorkshop = () => new HttpError(404, "WORKSHOP_NOT_FOUND");

function adminView(row: WorkshopRow, serviceName: string): AdminWorkshop {
  return {
    ...workshopView(row, null),
    serviceName,
    incidentTypes: row.acceptedIncidentTypes,
    vehicleMarks: row.acceptedMakes,
    minYear: row.minVehicleYear,
    maxYear: row.maxVehicleYear,
  };
}

function checkYears(minYear: number | null | undefined, maxYear: number | null | undefined) {
  if (minYear != null && maxYear != null && minYear > maxYear) {
    throw new HttpError(400, "VALIDATION_FAILED", [{ path: "maxYear", code: "validation.yearRange" }]);
  }
}

const dedupe = (values: string[]) => [...new Set(values)];

async function serviceNameOf(db: Db, serviceId: number) {
  return (await findServiceById(db, serviceId))?.name ?? "";
}

/** Operator API for workshops: which incidents, makes and model years each one takes. */
export const workshopAdminRoutes: RouteModule = (app, { config, db }) => {
  app.addHook("onRequest", apiKeyGuard(config.adminApiKey));
  const path = `${ADMIN_PREFIX}/workshops`;

  app.get(path, {
    schema: {
      tags: ["operator"],
      security,
      querystring: listQuerySchema,
      response: { 200: adminWorkshopListResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { serviceName } = request.query;
      if (serviceName) {
        const service = await findServiceByAnyName(db, serviceName);
        if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
        return (await listServiceWorkshops(db, service.id)).map((row) => adminView(row, service.name));
      }
      const names = new Map((await listServices(db)).map((s) => [s.id, s.name]));
      return (await listAllWorkshops(db)).map((row) => adminView(row, names.get(row.serviceId) ?? ""));
    },
  });

  app.post(path, {
    schema: {
      tags: ["operator"],
      security,
      body: createWorkshopRequestSchema,
      response: { 201: adminWorkshopSchema, ...errors },
    },
    handler: async (request, reply) => {
      const body = request.body;
      checkYears(body.minYear, body.maxYear);
      const service = await findServiceByAnyName(db, body.serviceName);
      if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
      const row = await insertWorkshop(db, {
        serviceId: service.id,
        name: body.name,
        latitude: body.latitude,
        longitude: body.longitude,
        address: body.address,
        phone: body.phone,
        description: body.description ?? null,
        acceptedIncidentTypes: dedupe(body.incidentTypes) as WorkshopRow["acceptedIncidentTypes"],
        acceptedMakes: dedupe(body.vehicleMarks),
        minVehicleYear: body.minYear ?? null,
        maxVehicleYear: body.maxYear ?? null,
      });
      return reply.status(201).send(adminView(row, service.name));
    },
  });

  app.patch(`${path}/:id`, {
    schema: {
      tags: ["operator"],
      security,
      params: idParamsSchema,
      body: updateWorkshopRequestSchema,
      response: { 200: adminWorkshopSchema, ...errors },
    },
    handler: async (request) => {
      const existing = await findWorkshop(db, request.params.id);
      if (!existing) throw notFoundWorkshop();
      const b = request.body;
      const minYear = b.minYear === undefined ? existing.minVehicleYear : b.minYear;
      const maxYear = b.maxYear === undefined ? existing.maxVehicleYear : b.maxYear;
      checkYears(minYear, maxYear);
      const row = await updateWorkshop(db, existing.id, {
        name: b.name,
        latitude: b.latitude,
        longitude: b.longitude,
        address: b.address,
        phone: b.phone,
        description: b.description,
        acceptedIncidentTypes: b.incidentTypes && (dedupe(b.incidentTypes) as WorkshopRow["acceptedIncidentTypes"]),
        acceptedMakes: b.vehicleMarks && dedupe(b.vehicleMarks),
        minVehicleYear: minYear,
        maxVehicleYear: maxYear,
      });
      if (!row) throw notFoundWorkshop();
      return adminView(row, await serviceNameOf(db, row.serviceId));
    },
  });

  app.delete(`${path}/:id`, {
    schema: { tags: ["operator"], security, params: idParamsSchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      try {
        if (!(await deleteWorkshop(db, request.params.id))) throw notFoundWorkshop();
      } catch (error) {
        // A claim or case that chose it keeps pointing at it: the operator edits it instead.
        if (isForeignKeyViolation(error)) throw new HttpError(409, "WORKSHOP_IN_USE");
        throw error;
      }
      return reply.status(204).send(null);
    },
  });
};
