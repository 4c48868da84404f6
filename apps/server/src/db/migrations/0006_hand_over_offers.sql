ALTER TABLE "dispatch_offers" ADD COLUMN "hand_over_from_assignment_id" integer;--> statement-breakpoint
ALTER TABLE "dispatch_offers" ADD CONSTRAINT "dispatch_offers_hand_over_from_assignment_id_dispatch_assignments_id_fk" FOREIGN KEY ("hand_over_from_assignment_id") REFERENCES "public"."dispatch_assignments"("id") ON DELETE cascade ON UPDATE no action;
