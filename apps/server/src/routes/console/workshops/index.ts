import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import {
  consoleWorkshopChangeSchema,
  consoleWorkshopFormSchema,
  consoleWorkshopListQuerySchema,
  consoleWorkshopSchema,
} from "@hitch/contract/console/workshops";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService, visibleServiceIds } from "../../../auth/operator-scope.ts";
import {
  addConsoleWorkshop,
  changeConsoleWorkshop,
  listConsoleWorkshops,
  removeConsoleWorkshop,
  serviceOfWorkshop,
} from "../../../modules/console/public.ts";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Workshops of the operator's services: list, add, change, remove (each change audited). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));
  const path = `${CONSOLE_PREFIX}/workshops`;

  app.get(path, {
    schema: {
      tags: ["console"],
      querystring: consoleWorkshopListQuerySchema,
      response: { 200: z.array(consoleWorkshopSchema), ...errors },
    },
    handler: async (request) => {
      const { serviceId } = request.query;
      if (serviceId === undefined) return listConsoleWorkshops(ctx.db, visibleServiceIds(request));
      requireService(request, serviceId, "read");
      return listConsoleWorkshops(ctx.db, [serviceId]);
    },
  });

  app.post(path, {
    schema: { tags: ["console"], body: consoleWorkshopFormSchema, response: { 201: consoleWorkshopSchema, ...errors } },
    handler: async (request, reply) => {
      const operator = requireService(request, request.body.serviceId, "write");
      return reply.status(201).send(await addConsoleWorkshop(ctx.db, request.body, operator, ctx.now()));
    },
  });

  app.patch(`${path}/:id`, {
    schema: {
      tags: ["console"],
      params: idParamsSchema,
      body: consoleWorkshopChangeSchema,
      response: { 200: consoleWorkshopSchema, ...errors },
    },
    handler: async (request) => {
      const operator = requireService(request, await serviceOfWorkshop(ctx.db, request.params.id), "write");
      return changeConsoleWorkshop(ctx.db, request.params.id, request.body, operator, ctx.now());
    },
  });

  app.delete(`${path}/:id`, {
    schema: { tags: ["console"], params: idParamsSchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      const operator = requireService(request, await serviceOfWorkshop(ctx.db, request.params.id), "write");
      await removeConsoleWorkshop(ctx.db, request.params.id, operator, ctx.now());
      return reply.status(204).send(null);
    },
  });
};
