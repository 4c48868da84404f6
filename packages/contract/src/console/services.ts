import { z } from "zod";
import { updateServiceRequestSchema } from "../admin/services.ts";

/**
 * PATCH /api/v1/console/services/:serviceId: what a service's operator changes in the console: colour, phone line,
 * legal entity and flags. Its link name stays as it is (every link already sent carries it).
 */
export const consoleServiceChangeSchema = updateServiceRequestSchema.omit({ serviceLinkName: true });
export type ConsoleServiceChange = z.infer<typeof consoleServiceChangeSchema>;
