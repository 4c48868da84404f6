-- Web Push: each phone (driver session) that allowed notifications leaves its browser's push subscription here.
-- A revoked session takes its subscriptions with it (revokeDriverSession deletes them; the cascade covers a
-- removed session), and a push service's 404 or 410 removes the one it names.
CREATE TABLE "driver_push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"session_id" integer,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);--> statement-breakpoint
ALTER TABLE "driver_push_subscriptions" ADD CONSTRAINT "driver_push_subscriptions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_push_subscriptions" ADD CONSTRAINT "driver_push_subscriptions_session_id_driver_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."driver_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_push_subscriptions_driver_idx" ON "driver_push_subscriptions" USING btree ("driver_id");--> statement-breakpoint
-- The offer row is its own outbox entry for the driver's alerts: the worker pushes an OPEN offer with no
-- pushed_at, closes the notification of an offer that ended (push_closed_at), and texts the driver once
-- (driver_sms_at) when the offer was not opened in time. Written in the offer's transaction, sent after it.
ALTER TABLE "dispatch_offers" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispatch_offers" ADD COLUMN "push_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispatch_offers" ADD COLUMN "driver_sms_at" timestamp with time zone;--> statement-breakpoint
-- Offers made before this release count as alerted: nothing is pushed or texted for them after the upgrade.
UPDATE "dispatch_offers" SET "pushed_at" = "sent_at", "push_closed_at" = "sent_at", "driver_sms_at" = "sent_at";--> statement-breakpoint
CREATE INDEX "dispatch_offers_alert_due_idx" ON "dispatch_offers" USING btree ("id") WHERE "push_closed_at" IS NULL;--> statement-breakpoint
-- Why the system (not the driver) took a driver off duty, shown once in the app; null when the driver chose.
ALTER TABLE "drivers" ADD COLUMN "off_duty_reason" text;
