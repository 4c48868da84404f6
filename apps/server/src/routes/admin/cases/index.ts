import {
  adminCaseListQuerySchema,
  adminCaseListResponseSchema,
  adminCaseSchema,
  attachWorkshopRequestSchema,
  caseIdParamsSchema,
  caseStepParamsSchema,
  completeCaseStepRequestSchema,
  setCaseEstimateRequestSchema,
  type AdminCase,
} from "@hitch/contract/admin/cases";
import { adminCaseLinkResponseSchema } from "@hitch/contract/cases/case-link";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { eq } from "drizzle-orm";
import { ADMIN_PREFIX, type RouteModule } from "../../app-context.ts";
import { apiKeyGuard } from "../../auth/api-key.ts";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import type { cases } from "../../db/schema/cases.ts";
import { claims } from "../../db/schema/claims.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { findServiceByAnyName } from "../services/public.ts";
import { caseStatusUrl, issueCaseLinkWithExpiry } from "./case-links.ts";
import { caseProgressOf } from "./case-view.ts";
import { attachCaseWorkshop, completeCaseStep, setCaseEstimate } from "./progress-service.ts";
import { findCase, listServiceCases } from "./repository.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const security = [{ apiKey: [] }];

async function referenceOf(db: Db, row: typeof cases.$inferSelect): Promise<string | null> {
  if (row.claimId !== null) {
    const [claim] = await db.select({ externalId: claims.externalId }).from(claims).where(eq(claims.id, row.claimId));
    return claim?.externalId ?? null;
  }
  const [request] = await db
    .select({ externalId: assistanceRequests.externalId })
    .from(assistanceRequests)
    .where(eq(assistanceRequests.id, row.assistanceRequestId!));
  return request?.externalId ?? null;
}

async function adminView(db: Db, row: typeof cases.$inferSelect): Promise<AdminCase> {
  return {
    ...(await caseProgressOf(db, row)),
    origin: row.origin,
    claimId: row.claimId,
    assistanceRequestId: row.assistanceRequestId,
    reference: await referenceOf(db, row),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/**
 * Operator API for repair progress (Bearer ADMIN_API_KEY): list and read a service's cases,
 * complete a step, set an estimate, attach a workshop. Each change notifies the customer.
 */
export const caseAdminRoutes: RouteModule = (app, ctx) => {
  const { db, config } = ctx;
  app.addHook("onRequest", apiKeyGuard(config.adminApiKey));

  app.get(`${ADMIN_PREFIX}/cases`, {
    schema: {
      tags: ["admin"],
      security,
      querystring: adminCaseListQuerySchema,
      response: { 200: adminCaseListResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { serviceName, ...filters } = request.query;
      const service = await findServiceByAnyName(db, serviceName);
      if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
      const rows = await listServiceCases(db, service.id, filters);
      return Promise.all(rows.map((row) => adminView(db, row)));
    },
  });

  app.get(`${ADMIN_PREFIX}/cases/:caseId`, {
    schema: { tags: ["admin"], security, params: caseIdParamsSchema, response: { 200: adminCaseSchema, ...errors } },
    handler: async (request) => {
      const row = await findCase(db, request.params.caseId);
      if (!row) throw notFound();
      return adminView(db, row);
    },
  });

  // A status-page link for the operator to hand over (a call, a chat); also how tests open the page.
  app.post(`${ADMIN_PREFIX}/cases/:caseId/link`, {
    schema: {
      tags: ["admin"],
      security,
      params: caseIdParamsSchema,
      response: { 201: adminCaseLinkResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const row = await findCase(db, request.params.caseId);
      if (!row) throw notFound();
      const { code, expiresAt } = await issueCaseLinkWithExpiry(db, config, row.id, ctx.now());
      reply.code(201);
      return { code, url: caseStatusUrl(config, code), expiresAt: expiresAt.toISOString() };
    },
  });

  app.post(`${ADMIN_PREFIX}/cases/:caseId/steps/:step/complete`, {
    schema: {
      tags: ["admin"],
      security,
      params: caseStepParamsSchema,
      body: completeCaseStepRequestSchema.nullish(),
      response: { 200: adminCaseSchema, ...errors },
    },
    handler: async (request) => {
      const at = request.body?.completedAt ? new Date(request.body.completedAt) : undefined;
      const row = await completeCaseStep(ctx, request.params.caseId, request.params.step, at);
      return adminView(db, row);
    },
  });

  app.put(`${ADMIN_PREFIX}/cases/:caseId/steps/:step/estimate`, {
    schema: {
      tags: ["admin"],
      security,
      params: caseStepParamsSchema,
      body: setCaseEstimateRequestSchema,
      response: { 200: adminCaseSchema, ...errors },
    },
    handler: async (request) => {
      const row = await setCaseEstimate(ctx, request.params.caseId, request.params.step, request.body);
      return adminView(db, row);
    },
  });

  app.put(`${ADMIN_PREFIX}/cases/:caseId/workshop`, {
    schema: {
      tags: ["admin"],
      security,
      params: caseIdParamsSchema,
      body: attachWorkshopRequestSchema,
      response: { 200: adminCaseSchema, ...errors },
    },
    handler: async (request) => {
      const row = await attachCaseWorkshop(ctx, request.params.caseId, request.body);
      return adminView(db, row);
    },
  });
};
