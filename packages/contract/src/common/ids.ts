import { z } from "zod";

/** Numeric path ids: coerced from the path string, positive, within int4. */
export const idSchema = z.coerce.number().int().positive().max(2147483647);
/** A numeric id in a JSON body: positive, within int4 (a larger one would reach the database as an error). */
export const bodyIdSchema = z.number().int().positive().max(2147483647);
export const idParamsSchema = z.object({ id: idSchema });
