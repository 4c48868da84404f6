import { z } from "zod";
import { languageSchema } from "./enums.ts";

/** PATCH /assistance-request/{id}/language and PATCH /claims/{id}/language. */
export const languageChangeRequestSchema = z.strictObject({ language: languageSchema });
export type LanguageChangeRequest = z.infer<typeof languageChangeRequestSchema>;
