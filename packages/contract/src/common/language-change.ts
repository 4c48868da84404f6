import { z } from "zod";
import { languageSchema } from "./enums.ts";

/** PATCH /assistance-request/{id}/language and PATCH /claims/{id}/language. */
export const languageChangeRequestSchema = z.strictObject({ language: languageSchema });
export type LanguageChangeRequest = z.infer<typeof languageChangeRequestSchema>;
/** The request's or claim's id with its stored language. */
export const languageChangeResponseSchema = z.object({ id: z.number().int(), language: languageSchema });
export type LanguageChangeResponse = z.infer<typeof languageChangeResponseSchema>;
