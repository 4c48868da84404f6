import { z } from "zod";

/** Codes sent in `msg` of a link validation answer; the app shows `errors.link.<code>`. */
export const LINK_MESSAGES = ["LINK_EXPIRED", "LINK_ALREADY_PROCESSED", "LINK_INVALID", "LINK_VALIDATION_FAILED"] as const;
export const linkMessageSchema = z.enum(LINK_MESSAGES);
export type LinkMessage = z.infer<typeof linkMessageSchema>;
