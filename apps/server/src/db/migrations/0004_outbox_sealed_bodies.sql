ALTER TABLE "sms_outbox" ADD COLUMN "body_encrypted" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "body_encrypted" text;--> statement-breakpoint
-- Texts written before encryption hold link codes in the clear: mask them (the same rules as
-- http/redact-secrets.ts). A gateway message not yet sent can no longer be, so it is left FAILED
-- for the operators, who can send a new link.
UPDATE "sms_outbox" SET "body" = regexp_replace(regexp_replace(regexp_replace("body",
  '(/(assistance-request-link|claim-link|case-link|feedbacks?|assessment)/)[^/?#[:space:]]+', '\1…', 'g'),
  '([?&](code|token|uuid|claimUuid)=)[^&#[:space:]]*', '\1…', 'gi'),
  'drv_[A-Za-z0-9_-]+', 'drv_…', 'g');--> statement-breakpoint
UPDATE "email_outbox" SET "body" = regexp_replace(regexp_replace(regexp_replace("body",
  '(/(assistance-request-link|claim-link|case-link|feedbacks?|assessment)/)[^/?#[:space:]]+', '\1…', 'g'),
  '([?&](code|token|uuid|claimUuid)=)[^&#[:space:]]*', '\1…', 'gi'),
  'drv_[A-Za-z0-9_-]+', 'drv_…', 'g');--> statement-breakpoint
UPDATE "sms_outbox" SET "status" = 'FAILED', "attempts" = 6, "error" = 'TEXT_MASKED_BEFORE_SENDING'
  WHERE "provider" = 'http' AND "status" <> 'SENT';--> statement-breakpoint
UPDATE "sms_outbox" SET "status" = 'SENT', "sent_at" = "created_at" WHERE "provider" = 'outbox' AND "status" = 'PENDING';
