import type { fullDataLinkRequestSchema } from "@hitch/contract/admin/full-data-link";
import type { CreateLinkRequest, CreateLinkResponse } from "@hitch/contract/links/create-link";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import type { LinkKind } from "../../db/schema/links.ts";
import { HttpError } from "../../http/http-error.ts";
import { findServiceByAnyName, findServiceByExternalId, type ServiceRow } from "../services/public.ts";
import { startWithLinkSms } from "./service.ts";
import { startAssistanceRequest, startClaim } from "./start.ts";

const phoneRequired = () =>
  new HttpError(400, "VALIDATION_FAILED", [{ path: "phone", code: "validation.phoneRequired" }]);
const serviceNotFound = () => new HttpError(404, "SERVICE_NOT_FOUND");

/**
 * `scope` is the one service the caller's key may reach (auth/admin-key.ts `adminServiceScope`; null: every
 * one). Another service's answers 404 SERVICE_NOT_FOUND, exactly as a service that does not exist.
 */
function inScope(service: ServiceRow | undefined | null, scope: number | null): ServiceRow {
  if (!service || (scope !== null && service.id !== scope)) throw serviceNotFound();
  return service;
}

async function serviceFor(ctx: AppContext, body: CreateLinkRequest, scope: number | null): Promise<ServiceRow> {
  if (body.sendSms && !body.phone) throw phoneRequired();
  return inScope(await findServiceByAnyName(ctx.db, body.serviceName), scope);
}

/** An operator starts a request or claim for a caller: its link, and with sendSms the link's SMS. */
export async function createOperatorLink(
  ctx: AppContext,
  kind: LinkKind,
  body: CreateLinkRequest,
  scope: number | null = null,
): Promise<CreateLinkResponse & { smsId: number | null }> {
  const service = await serviceFor(ctx, body, scope);
  const options = { language: body.language, smsPhone: body.phone, ttlSeconds: body.ttlSeconds };
  const smsTo = body.sendSms ? body.phone : undefined;
  return startWithLinkSms(ctx, kind, smsTo, (inTx) =>
    kind === "ASSISTANCE" ? startAssistanceRequest(inTx, service, options) : startClaim(inTx, service, options),
  );
}

/**
 * An operator pre-fills what the caller said on the phone; the customer's flow then starts with
 * those answers in place. The plate is stored unverified: the app looks it up again.
 */
export async function createFullDataLink(
  ctx: AppContext,
  body: z.output<typeof fullDataLinkRequestSchema>,
  scope: number | null = null,
): Promise<CreateLinkResponse & { smsId: number | null }> {
  if (body.sendSms && !body.phone) throw phoneRequired();
  const service = inScope(
    body.serviceExternalId
      ? await findServiceByExternalId(ctx.db, body.serviceExternalId)
      : await findServiceByAnyName(ctx.db, body.serviceName!),
    scope,
  );
  const smsTo = body.sendSms ? body.phone : undefined;
  return startWithLinkSms(ctx, "ASSISTANCE", smsTo, (inTx) =>
    startAssistanceRequest(
      inTx,
      service,
      { language: body.language, smsPhone: body.phone, ttlSeconds: body.ttlSeconds },
      {
        incidentType: body.incident ?? null,
        contactName: body.contact?.name ?? null,
        contactPhonePrefix: body.contact?.phonePrefix ?? null,
        contactPhone: body.contact?.phone ?? null,
        contactEmail: body.contact?.email || null,
        licensePlate: body.licensePlate ?? null,
        latitude: body.latitude ?? null,
        longitude: body.longitude ?? null,
        address: body.address ?? null,
        description: body.description ?? null,
        operatorName: body.operatorName ?? null,
        operatorContact: body.operatorContact ?? null,
      },
    ),
  );
}
