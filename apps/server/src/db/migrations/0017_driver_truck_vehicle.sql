-- The tow truck the driver drives (make and model, e.g. 'Volvo FL flatbed'), shown with the shift's plate on the
-- customer's tracking screen so the customer knows which truck to wait for.
ALTER TABLE "drivers" ADD COLUMN "truck_vehicle" text;
