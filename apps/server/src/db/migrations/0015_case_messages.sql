-- Which outbox messages told a case's customer about it, so the console can show a case's notifications
-- with their delivery state. One row per message: an SMS or an e-mail.
CREATE TABLE "case_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL REFERENCES "cases"("id"),
	"sms_id" integer REFERENCES "sms_outbox"("id"),
	"email_id" integer REFERENCES "email_outbox"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_messages_one_channel" CHECK (("sms_id" IS NULL) <> ("email_id" IS NULL))
);--> statement-breakpoint
CREATE INDEX "case_messages_case_idx" ON "case_messages" ("case_id");
