-- Each SMS names the service it was sent for, so the console's SMS screen shows an operator their own
-- services' messages only. Messages of no service (drivers' sign-in links, rows written before this)
-- are the platform administrators'. A console link's SMS is traced to its service through the audit log.
ALTER TABLE "sms_outbox" ADD COLUMN "service_id" integer REFERENCES "services"("id") ON DELETE set null;--> statement-breakpoint
CREATE INDEX "sms_outbox_service_idx" ON "sms_outbox" USING btree ("service_id","id");--> statement-breakpoint
UPDATE "sms_outbox" SET "service_id" = a."service_id" FROM "operator_audit_log" a
  WHERE a."action" = 'link.create' AND (a."after" ->> 'smsId')::int = "sms_outbox"."id";
