ALTER TABLE "services" ADD COLUMN "claim_feedback_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "max_vehicle_year" integer;