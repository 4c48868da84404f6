-- Console operator accounts: better-auth's tables (users, sessions, password accounts, verification
-- tokens, second factors) under our names, and which services each operator works for.
CREATE TABLE "operator_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"two_factor_enabled" boolean DEFAULT false,
	"platform_admin" boolean DEFAULT false,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_users_email_unique" UNIQUE("email")
);--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL REFERENCES "operator_users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_sessions_token_unique" UNIQUE("token")
);--> statement-breakpoint
CREATE INDEX "operator_sessions_user_idx" ON "operator_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "operator_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL REFERENCES "operator_users"("id") ON DELETE cascade,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "operator_accounts_user_idx" ON "operator_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "operator_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "operator_verifications_identifier_idx" ON "operator_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE TABLE "operator_two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL REFERENCES "operator_users"("id") ON DELETE cascade,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "operator_two_factors_user_idx" ON "operator_two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "operator_two_factors_secret_idx" ON "operator_two_factors" USING btree ("secret");--> statement-breakpoint
CREATE TABLE "operator_memberships" (
	"user_id" text NOT NULL REFERENCES "operator_users"("id") ON DELETE cascade,
	"service_id" integer NOT NULL REFERENCES "services"("id") ON DELETE cascade,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_memberships_user_id_service_id_pk" PRIMARY KEY("user_id","service_id")
);
