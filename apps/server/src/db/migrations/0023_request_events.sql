-- The request's record of who did what (operators, drivers, dispatchers), appended and never rewritten: the offer
-- and assignment rows hold only their latest state (a hand-assignment reopens a declined offer), so a timeline read
-- from them alone lost the decline and could not tell an operator's assignment from a driver's accept.
CREATE TABLE "request_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assistance_request_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_name" text,
	"driver_name" text,
	"reason" text,
	"note" text
);--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_assistance_request_id_assistance_requests_id_fk" FOREIGN KEY ("assistance_request_id") REFERENCES "public"."assistance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_events_request_idx" ON "request_events" USING btree ("assistance_request_id","at");--> statement-breakpoint
-- Declines recorded before this table existed, while their offer rows still say so.
INSERT INTO "request_events" ("assistance_request_id", "at", "type", "actor_kind", "actor_name", "driver_name", "reason")
SELECT o."assistance_request_id", o."answered_at", 'DECLINED', 'DRIVER', d."full_name", d."full_name", o."decline_reason"
FROM "dispatch_offers" o JOIN "drivers" d ON d."id" = o."driver_id"
WHERE o."state" = 'DECLINED' AND o."answered_at" IS NOT NULL;--> statement-breakpoint
-- Time-outs and handled call-backs so far: a call-back row is reopened by a later time-out, so the record keeps them.
INSERT INTO "request_events" ("assistance_request_id", "at", "type", "actor_kind")
SELECT "assistance_request_id", "created_at", 'TIMED_OUT', 'ENGINE' FROM "operator_callbacks";--> statement-breakpoint
INSERT INTO "request_events" ("assistance_request_id", "at", "type", "actor_kind", "actor_name", "note")
SELECT "assistance_request_id", "handled_at", 'CALLBACK_HANDLED', 'OPERATOR', "handled_by", "handled_note"
FROM "operator_callbacks" WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
-- Why a call-back closed without a call: the request moved on (REDISPATCHED, ASSIGNED, FINISHED, CANCELLED).
ALTER TABLE "operator_callbacks" ADD COLUMN "closed_reason" text;--> statement-breakpoint
-- An offer an operator's assignment made (the driver had none): the timeline shows the assignment, not an offer.
ALTER TABLE "dispatch_offers" ADD COLUMN "by_hand" boolean DEFAULT false NOT NULL;
