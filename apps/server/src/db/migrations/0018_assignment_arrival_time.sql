-- When the driver reached the customer: `progress_at` moves on to towing or fixing, so arrival needs its own column
-- (the reports' time to arrival). Jobs whose driver stands at ARRIVED today keep that moment.
ALTER TABLE "dispatch_assignments" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
UPDATE "dispatch_assignments" SET "arrived_at" = "progress_at" WHERE "progress" = 'ARRIVED' AND "arrived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "assistance_requests_service_submit_idx" ON "assistance_requests" USING btree ("service_id","submit_time");
