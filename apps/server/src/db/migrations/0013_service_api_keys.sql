CREATE TABLE "service_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL REFERENCES "services"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "service_api_keys_service_idx" ON "service_api_keys" USING btree ("service_id","created_at");
