-- E-mails leave through EMAIL_PROVIDER as SMS do through theirs: each row names the provider that sends
-- it and counts its attempts. Rows written before this were only ever kept: they stay with 'outbox'.
ALTER TABLE "email_outbox" ADD COLUMN "provider" text DEFAULT 'outbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attempted_at" timestamp with time zone;
