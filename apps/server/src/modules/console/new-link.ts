import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { NewLinkAnswer, newLinkFormSchema, SmsState } from "@hitch/contract/console/new-link";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/connect.ts";
import { smsOutbox } from "../../db/schema/outbox.ts";
import { services } from "../../db/schema/services.ts";
import { notFound } from "../../http/http-error.ts";
import { createFullDataLink, createOperatorLink } from "../links/public.ts";
import { recordAudit } from "./audit.ts";

type Form = z.output<typeof newLinkFormSchema>;
type Operator = { id: string; email: string; name: string };

/** Starts a request or claim for the caller, texts its link when asked, and records it in the audit log. */
export async function createConsoleLink(ctx: AppContext, form: Form, operator: Operator): Promise<NewLinkAnswer> {
  const [service] = await ctx.db.select({ name: services.name }).from(services).where(eq(services.id, form.serviceId));
  if (!service) throw notFound();
  const phone = `${form.phonePrefix}${form.phone}`;
  const link = { serviceName: service.name, phone, language: form.language, sendSms: form.sendSms };
  const created =
    form.kind === "CLAIM"
      ? await createOperatorLink(ctx, "CLAIM", link)
      : await createFullDataLink(ctx, {
          ...link,
          contact: form.callerName
            ? { name: form.callerName, phonePrefix: form.phonePrefix, phone: form.phone }
            : undefined,
          licensePlate: form.licensePlate || undefined,
          address: form.address || undefined,
          description: form.description || undefined,
          operatorName: operator.name,
          operatorContact: operator.email,
        });
  const answer = { id: created.id, externalId: created.externalId, url: created.url, smsId: created.smsId };
  const target = { targetType: form.kind === "CLAIM" ? "claim" : "assistance-request", targetId: created.id };
  // The link's code is a secret: the log keeps the external id and the SMS, never the URL.
  const after = { externalId: created.externalId, phone, language: form.language, smsId: created.smsId };
  await recordAudit(
    ctx.db,
    { operator, action: "link.create", serviceId: form.serviceId, ...target, before: null, after },
    ctx.now(),
  );
  return answer;
}

export async function readSmsState(db: Db, smsId: number): Promise<SmsState | null> {
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, smsId));
  if (!row) return null;
  return { id: row.id, status: row.status, sentAt: row.sentAt?.toISOString() ?? null, error: row.error };
}
