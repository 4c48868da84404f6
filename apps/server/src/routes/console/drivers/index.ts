import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  driverChangeSchema,
  driverFormSchema,
  driverIdParams,
  fleetDriverListSchema,
  fleetDriverSchema,
} from "@hitch/contract/console/drivers";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import {
  operatorGuard,
  requireDriverRead,
  requireDriverWrite,
  visibleServiceIds,
  visibleTowingCompanyId,
} from "../../../auth/operator-scope.ts";
import {
  addFleetDriver,
  changeFleetDriver,
  companyOfDriver,
  fleetDriver,
  type FleetViewer,
  listFleet,
  removeFleetDriver,
} from "../../../modules/towing/public.ts";
import type { FastifyRequest } from "fastify";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ["console"];
const config = { towingDispatcher: true };

const viewerOf = (request: FastifyRequest): FleetViewer => {
  const towingCompanyId = visibleTowingCompanyId(request);
  // A dispatcher's jobs are their company's own: every one of them is theirs to see.
  return { towingCompanyId, serviceIds: towingCompanyId === null ? visibleServiceIds(request) : null };
};

/**
 * The Drivers screen: the drivers an operator may see (a dispatcher: their company's; a provider's staff read
 * every company's). Adding, changing and removing are for platform administrators and the driver's own company's
 * dispatcher alone: 404 to everyone else.
 */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/drivers`, {
    config,
    schema: { tags, response: { 200: fleetDriverListSchema, ...errors } },
    handler: async (request) => {
      requireDriverRead(request);
      return listFleet(ctx.db, viewerOf(request), ctx.now());
    },
  });

  app.post(`${CONSOLE_PREFIX}/drivers`, {
    config,
    schema: { tags, body: driverFormSchema, response: { 201: fleetDriverSchema, ...errors } },
    handler: async (request, reply) => {
      const operator = requireDriverWrite(request, visibleTowingCompanyId(request));
      const id = await addFleetDriver(ctx, operator, request.body);
      return reply.status(201).send(await fleetDriver(ctx.db, viewerOf(request), id, ctx.now()));
    },
  });

  app.patch(`${CONSOLE_PREFIX}/drivers/:id`, {
    config,
    schema: { tags, params: driverIdParams, body: driverChangeSchema, response: { 200: fleetDriverSchema, ...errors } },
    handler: async (request) => {
      const operator = requireDriverWrite(request, await companyOfDriver(ctx.db, request.params.id));
      await changeFleetDriver(ctx, operator, request.params.id, request.body);
      return fleetDriver(ctx.db, viewerOf(request), request.params.id, ctx.now());
    },
  });

  app.delete(`${CONSOLE_PREFIX}/drivers/:id`, {
    config,
    schema: { tags, params: driverIdParams, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      const operator = requireDriverWrite(request, await companyOfDriver(ctx.db, request.params.id));
      await removeFleetDriver(ctx, operator, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
