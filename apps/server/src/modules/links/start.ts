import type { Language } from "@hitch/contract/common/enums";
import { contactPhoneDefaults } from "@hitch/contract/common/phone-number";
import type { CoreContext } from "../../app-context.ts";
import { insertAssistanceRequest, type NewAssistanceRequestRow } from "../assistance/public.ts";
import { insertClaim } from "../claims/public.ts";
import type { ServiceRow } from "../services/public.ts";
import { issueLink } from "./service.ts";

export interface StartOptions {
  language?: Language;
  smsPhone?: string;
  /** The operator's chosen link lifetime; LINK_TTL_HOURS when absent. */
  ttlSeconds?: number;
}

type Prefill = Omit<NewAssistanceRequestRow, "serviceId" | "language" | "smsPhone" | "status">;

/** Creates a DRAFT assistance request for a service together with its first link. */
export async function startAssistanceRequest(
  ctx: CoreContext,
  service: ServiceRow,
  options: StartOptions,
  prefill: Prefill = {},
) {
  const phone = contactPhoneDefaults(service.countryCode, options.smsPhone);
  const row = await insertAssistanceRequest(ctx.db, {
    ...prefill,
    // What the operator typed as the contact wins; the number the link went to fills the rest.
    contactPhonePrefix: prefill.contactPhonePrefix ?? phone.phonePrefix,
    contactPhone: prefill.contactPhone ?? phone.phone,
    serviceId: service.id,
    language: options.language ?? service.defaultLanguage,
    smsPhone: options.smsPhone ?? null,
  });
  const code = await issueLink(ctx, "ASSISTANCE", row.id, options.ttlSeconds);
  return { row, code };
}

/** Creates an empty claim for a service together with its first link. */
export async function startClaim(ctx: CoreContext, service: ServiceRow, options: StartOptions) {
  const row = await insertClaim(ctx.db, {
    serviceId: service.id,
    language: options.language ?? service.defaultLanguage,
    smsPhone: options.smsPhone ?? null,
  });
  const code = await issueLink(ctx, "CLAIM", row.id, options.ttlSeconds);
  return { row, code };
}
