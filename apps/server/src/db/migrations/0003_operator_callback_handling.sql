ALTER TABLE "operator_callbacks" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "operator_callbacks" ADD COLUMN "handled_note" text;