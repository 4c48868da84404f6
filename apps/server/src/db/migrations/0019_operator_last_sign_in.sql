-- When the operator last signed in, kept on the account: sessions end at sign-out or expiry, and the Operators
-- screen must still say when they were last here. Filled from the newest session each account still has.
ALTER TABLE "operator_users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
UPDATE "operator_users" SET "last_sign_in_at" = (
  SELECT max("created_at") FROM "operator_sessions" WHERE "operator_sessions"."user_id" = "operator_users"."id"
);
