-- A feedback invitation's uuid is its link's only key: keep only its SHA-256 (hex of the lowercase
-- text, as auth/keyed-uuid.ts hashes it), so the links already sent keep opening while a copy of
-- the table opens none. New invitations get uuids derived from SESSION_SECRET.
ALTER TABLE "feedback" ADD COLUMN "uuid_hash" text;--> statement-breakpoint
UPDATE "feedback" SET "uuid_hash" = encode(sha256(convert_to("uuid"::text, 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "feedback" ALTER COLUMN "uuid_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_uuid_hash_unique" UNIQUE("uuid_hash");--> statement-breakpoint
ALTER TABLE "feedback" DROP COLUMN "uuid";--> statement-breakpoint
-- A claim's uuid is made from its id and SESSION_SECRET whenever it is shown, so it is not stored.
-- A claim filed before this shows a new uuid from now on; the app reads it afresh with the claim.
ALTER TABLE "claims" DROP COLUMN "uuid";
