CREATE TABLE "operator_rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL UNIQUE,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL
);--> statement-breakpoint
CREATE TABLE "operator_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_id" text REFERENCES "operator_users"("id") ON DELETE set null,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"service_id" integer REFERENCES "services"("id") ON DELETE set null,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);--> statement-breakpoint
CREATE INDEX "operator_audit_log_at_idx" ON "operator_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operator_audit_log_service_idx" ON "operator_audit_log" USING btree ("service_id","at");
