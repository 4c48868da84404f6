-- Towing companies get a table of their own: drivers belong to one, and a towing-company dispatcher (an operator
-- without services) sees that one company's drivers and jobs. The drivers' `company` text stays as the name shown.
CREATE TABLE "towing_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "towing_companies_name_unique" UNIQUE("name")
);--> statement-breakpoint
INSERT INTO "towing_companies" ("name") SELECT DISTINCT "company" FROM "drivers" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "towing_company_id" integer REFERENCES "towing_companies"("id") ON DELETE set null;--> statement-breakpoint
UPDATE "drivers" SET "towing_company_id" = c."id" FROM "towing_companies" c WHERE c."name" = "drivers"."company";--> statement-breakpoint
CREATE INDEX "drivers_towing_company_idx" ON "drivers" USING btree ("towing_company_id");--> statement-breakpoint
-- Set for a towing-company dispatcher; such an operator has no service memberships.
ALTER TABLE "operator_users" ADD COLUMN "towing_company_id" integer REFERENCES "towing_companies"("id") ON DELETE cascade;--> statement-breakpoint
-- The service whose operator invited the driver (the driver app wears its theme) and the invitation's language.
ALTER TABLE "driver_links" ADD COLUMN "service_id" integer REFERENCES "services"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "driver_links" ADD COLUMN "language" text;--> statement-breakpoint
-- Applied idempotency keys are pruned by age.
CREATE INDEX "driver_update_keys_created_idx" ON "driver_update_keys" USING btree ("created_at");
