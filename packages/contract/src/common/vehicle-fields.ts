import { z } from "zod";

/** Model years a registry can hold: the first cars to next year's models. */
export const vehicleYearSchema = z
  .number()
  .int()
  .min(1886)
  .max(new Date().getUTCFullYear() + 1);
export const vinCodeSchema = z.string().trim().max(32);
export const vehicleTextSchema = z.string().trim().max(100);
