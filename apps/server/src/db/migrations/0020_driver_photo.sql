-- The driver's photo (a square JPEG in the file store under this key), set by the driver in the driver app and
-- shown on the customer's tracking screen while that driver is on the customer's job.
ALTER TABLE "drivers" ADD COLUMN "photo_key" text;
