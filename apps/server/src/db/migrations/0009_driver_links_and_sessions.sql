-- Drivers sign in on their phones by an SMS link; each phone that opened one holds a session operators can revoke.
CREATE TABLE "driver_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_links_code_hash_unique" UNIQUE("code_hash")
);--> statement-breakpoint
ALTER TABLE "driver_links" ADD CONSTRAINT "driver_links_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "driver_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"link_id" integer,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "driver_sessions" ADD CONSTRAINT "driver_sessions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_sessions" ADD CONSTRAINT "driver_sessions_link_id_driver_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."driver_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_sessions_driver_idx" ON "driver_sessions" USING btree ("driver_id");--> statement-breakpoint
-- What the driver app sent once: a queued update replayed after a lost answer is not applied twice.
CREATE TABLE "driver_update_keys" (
	"driver_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_update_keys_driver_id_idempotency_key_pk" PRIMARY KEY("driver_id","idempotency_key")
);--> statement-breakpoint
ALTER TABLE "driver_update_keys" ADD CONSTRAINT "driver_update_keys_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "shift_plate" text;--> statement-breakpoint
-- The driver's progress on the way to the customer, which the customer's tracking screen shows.
ALTER TABLE "dispatch_assignments" ADD COLUMN "progress" text DEFAULT 'ASSIGNED' NOT NULL;--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD COLUMN "progress_at" timestamp with time zone;;--> statement-breakpoint
ALTER TABLE "dispatch_offers" ADD COLUMN "decline_reason" text;
