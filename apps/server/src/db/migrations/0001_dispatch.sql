CREATE TABLE "dispatch_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispatch_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assistance_request_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"offer_id" integer,
	"eta_seconds" integer NOT NULL,
	"distance_meters" integer NOT NULL,
	"eta_at" timestamp with time zone NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_transferred" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"end_reason" text,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dispatch_jobs" (
	"assistance_request_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"stage" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"wave" integer DEFAULT 0 NOT NULL,
	"next_action_at" timestamp with time zone,
	"deadline_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispatch_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispatch_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assistance_request_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"wave" integer NOT NULL,
	"distance_meters" integer NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator_callbacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_callbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assistance_request_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "operator_callbacks_assistance_request_id_unique" UNIQUE("assistance_request_id")
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drivers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"company" text NOT NULL,
	"company_id" text,
	"notification_response_rate" real,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"location_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"token_hash" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD CONSTRAINT "dispatch_assignments_assistance_request_id_dispatch_jobs_assistance_request_id_fk" FOREIGN KEY ("assistance_request_id") REFERENCES "public"."dispatch_jobs"("assistance_request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD CONSTRAINT "dispatch_assignments_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD CONSTRAINT "dispatch_assignments_offer_id_dispatch_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."dispatch_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_jobs" ADD CONSTRAINT "dispatch_jobs_assistance_request_id_assistance_requests_id_fk" FOREIGN KEY ("assistance_request_id") REFERENCES "public"."assistance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_offers" ADD CONSTRAINT "dispatch_offers_assistance_request_id_dispatch_jobs_assistance_request_id_fk" FOREIGN KEY ("assistance_request_id") REFERENCES "public"."dispatch_jobs"("assistance_request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_offers" ADD CONSTRAINT "dispatch_offers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_callbacks" ADD CONSTRAINT "operator_callbacks_assistance_request_id_dispatch_jobs_assistance_request_id_fk" FOREIGN KEY ("assistance_request_id") REFERENCES "public"."dispatch_jobs"("assistance_request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_assignments_one_active_uq" ON "dispatch_assignments" USING btree ("assistance_request_id") WHERE "dispatch_assignments"."active";--> statement-breakpoint
CREATE INDEX "dispatch_assignments_driver_active_idx" ON "dispatch_assignments" USING btree ("driver_id") WHERE "dispatch_assignments"."active";--> statement-breakpoint
CREATE INDEX "dispatch_jobs_due_idx" ON "dispatch_jobs" USING btree ("next_action_at") WHERE "dispatch_jobs"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_offers_request_driver_uq" ON "dispatch_offers" USING btree ("assistance_request_id","driver_id");--> statement-breakpoint
CREATE INDEX "dispatch_offers_driver_open_idx" ON "dispatch_offers" USING btree ("driver_id") WHERE "dispatch_offers"."state" = 'OPEN';--> statement-breakpoint
CREATE INDEX "drivers_available_position_idx" ON "drivers" USING gist (point("longitude", "latitude")) WHERE "drivers"."available";