-- A driver's sign-in link opens one phone: the first opening spends it. A link that already opened a phone
-- before this release counts as spent (one demo link had signed in seven).
ALTER TABLE "driver_links" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
UPDATE "driver_links" SET "used_at" = now() WHERE EXISTS (SELECT 1 FROM "driver_sessions" s WHERE s."link_id" = "driver_links"."id");--> statement-breakpoint
-- A change to a driver is audited under the driver's towing company too (drivers belong to no service).
ALTER TABLE "operator_audit_log" ADD COLUMN "towing_company_id" integer REFERENCES "towing_companies"("id") ON DELETE set null;--> statement-breakpoint
CREATE INDEX "operator_audit_log_towing_company_idx" ON "operator_audit_log" USING btree ("towing_company_id","at");
