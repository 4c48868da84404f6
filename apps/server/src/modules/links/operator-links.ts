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

async function serviceFor(ctx: AppContext, body: CreateLinkRequest): Promise<ServiceRow> {
  if (body.sendSms && !body.phone) throw phoneRequired();
  const service = await findServiceByAnyName(ctx.db, body.serviceName);
  if (!service) throw serviceNotFound();
  return service;
}

/** An operator starts a request or claim for a caller: its link, and with sendSms the link's SMS. */
export async function createOperatorLink(
  ctx: AppContext,
  kind: LinkKind,
  body: CreateLinkRequest,
): Promise<CreateLinkResponse & { smsId: number | null }> {
  const service = await serviceFor(ctx, body);
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
): Promise<CreateLinkResponse & { smsId: number | null }> {
  if (body.sendSms && !body.phone) throw phoneRequired();
  const service = body.serviceExternalId
    ? await findServiceByExternalId(ctx.db, body.serviceExternalId)
    : await findServiceByAnyName(ctx.db, body.serviceName!);
  if (!service) throw serviceNotFound();
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
