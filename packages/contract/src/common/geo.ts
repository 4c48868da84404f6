import { z } from "zod";

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);
/** For query strings, where numbers arrive as text. */
export const latitudeQuerySchema = z.coerce.number().min(-90).max(90);
export const longitudeQuerySchema = z.coerce.number().min(-180).max(180);

export const coordinatesSchema = z.strictObject({ latitude: latitudeSchema, longitude: longitudeSchema });
export type Coordinates = z.infer<typeof coordinatesSchema>;
