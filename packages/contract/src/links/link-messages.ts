import { z } from "zod";
import { LINK_MESSAGES } from "../common/enum-values.ts";

export { LINK_MESSAGES };
export const linkMessageSchema = z.enum(LINK_MESSAGES);
export type LinkMessage = z.infer<typeof linkMessageSchema>;
