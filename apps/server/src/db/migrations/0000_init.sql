CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"link_name" text NOT NULL,
	"default_language" text DEFAULT 'en' NOT NULL,
	"country_code" text DEFAULT 'EE' NOT NULL,
	"theme_color" text DEFAULT '#d32f2f' NOT NULL,
	"logo" "bytea",
	"logo_mime" text,
	"logo_width" integer,
	"logo_height" integer,
	"direct_contact" text,
	"is_test_service" boolean DEFAULT false NOT NULL,
	"is_motions_cloud_enabled" boolean DEFAULT false NOT NULL,
	"operator_company_name" text,
	"operator_registry_code" text,
	"operator_address" text,
	"operator_contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "services_name_unique" UNIQUE("name"),
	CONSTRAINT "services_link_name_unique" UNIQUE("link_name")
);
--> statement-breakpoint
CREATE TABLE "assistance_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"service_id" integer NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"dispatch_stage" text,
	"language" text DEFAULT 'en' NOT NULL,
	"sms_phone" text,
	"incident_type" text,
	"latitude" double precision,
	"longitude" double precision,
	"address" text,
	"contact_name" text,
	"contact_phone_prefix" text,
	"contact_phone" text,
	"contact_email" text,
	"license_plate" text,
	"vin_code" text,
	"vehicle_mark" text,
	"vehicle_model" text,
	"vehicle_year" integer,
	"insurance_verified" boolean DEFAULT false NOT NULL,
	"additional_email" text,
	"description" text,
	"operator_name" text,
	"operator_contact" text,
	"start_time" timestamp with time zone,
	"submit_time" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistance_requests_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"uuid" uuid NOT NULL,
	"service_id" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"sms_phone" text,
	"incident_type" text,
	"license_plate" text,
	"vin_code" text,
	"vehicle_mark" text,
	"vehicle_model" text,
	"vehicle_year" integer,
	"transmission_type" text,
	"weight_kg" integer,
	"body_type" text,
	"vehicle_color" text,
	"drive_type" text,
	"insurance_verified" boolean,
	"notifier_name" text,
	"notifier_personal_code" text,
	"notifier_phone_prefix" text,
	"notifier_phone" text,
	"notifier_email" text,
	"is_contact_driver" boolean,
	"driver_name" text,
	"driver_personal_code" text,
	"driver_phone_prefix" text,
	"driver_phone" text,
	"driver_email" text,
	"accident_at" timestamp with time zone,
	"accident_address" text,
	"accident_latitude" double precision,
	"accident_longitude" double precision,
	"accident_description" text,
	"who_caused" text,
	"authorities_notified" boolean,
	"personal_injury" boolean,
	"other_parties_involved" boolean,
	"other_parties_info" boolean,
	"settlement_type" text,
	"communication_preferences" jsonb,
	"workshop_id" integer,
	"damage_assessment_url" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "claims_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "other_parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"type" text NOT NULL,
	"person_full_name" text,
	"person_personal_code" text,
	"person_phone_prefix" text,
	"person_phone" text,
	"person_email" text,
	"vehicle_license_plate" text,
	"object_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "damage_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"coordinates" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "damage_areas_claim_id_unique" UNIQUE("claim_id")
);
--> statement-breakpoint
CREATE TABLE "damage_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_body_type" text NOT NULL,
	"image_url" text NOT NULL,
	"svg" text,
	"rows" integer NOT NULL,
	"columns" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"assistance_request_id" integer,
	"claim_id" integer,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"policy_number" text,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"license_plate" text NOT NULL,
	"vin_code" text,
	"mark" text NOT NULL,
	"model" text NOT NULL,
	"year" integer,
	"transmission_type" text,
	"weight_kg" integer,
	"body_type" text,
	"color" text,
	"drive_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_license_plate_unique" UNIQUE("license_plate")
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"description" text,
	"accepted_incident_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted_makes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_vehicle_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_progress_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"step" text NOT NULL,
	"position" integer NOT NULL,
	"estimation_type" text DEFAULT 'NONE' NOT NULL,
	"estimated_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_progress_steps_case_step_uq" UNIQUE("case_id","step")
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"claim_id" integer,
	"assistance_request_id" integer,
	"service_id" integer NOT NULL,
	"license_plate" text,
	"workshop_id" integer,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "cases_claim_id_unique" UNIQUE("claim_id"),
	CONSTRAINT "cases_assistance_request_id_unique" UNIQUE("assistance_request_id")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"case_type" text NOT NULL,
	"service_id" integer NOT NULL,
	"assistance_request_id" integer,
	"claim_id" integer,
	"case_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"stars" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "links_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"language" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"language" text NOT NULL,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assistance_requests" ADD CONSTRAINT "assistance_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_parties" ADD CONSTRAINT "other_parties_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_areas" ADD CONSTRAINT "damage_areas_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_areas" ADD CONSTRAINT "damage_areas_template_id_damage_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."damage_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_assistance_request_id_assistance_requests_id_fk" FOREIGN KEY ("assistance_request_id") REFERENCES "public"."assistance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_progress_steps" ADD CONSTRAINT "case_progress_steps_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_assistance_request_id_assistance_requests_id_fk" FOREIGN KEY ("assistance_request_id") REFERENCES "public"."assistance_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_assistance_request_id_assistance_requests_id_fk" FOREIGN KEY ("assistance_request_id") REFERENCES "public"."assistance_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistance_requests_status_idx" ON "assistance_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "other_parties_claim_idx" ON "other_parties" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "files_assistance_idx" ON "files" USING btree ("assistance_request_id");--> statement-breakpoint
CREATE INDEX "files_claim_idx" ON "files" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "insurance_policies_vehicle_service_idx" ON "insurance_policies" USING btree ("vehicle_id","service_id");--> statement-breakpoint
CREATE INDEX "workshops_service_idx" ON "workshops" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "links_target_idx" ON "links" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sms_outbox_status_idx" ON "sms_outbox" USING btree ("status");