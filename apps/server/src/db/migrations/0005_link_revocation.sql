ALTER TABLE "links" ADD COLUMN "revoked_at" timestamp with time zone;
