import { z } from "zod";
import { idSchema } from "../common/ids.ts";

/** POST /assistance-request/{id}/files, multipart: smsIdentifier (value MVP1) and file. */
export const SMS_IDENTIFIER = "MVP1";
export const assistanceFileUploadFieldsSchema = z.object({ smsIdentifier: z.literal(SMS_IDENTIFIER).optional() });

export const assistanceFileSchema = z.object({
  id: z.number().int(),
  /** Generated storage name; the handle for DELETE. */
  path: z.string(),
  url: z.string(),
});
export type AssistanceFile = z.infer<typeof assistanceFileSchema>;

/** GET and DELETE /assistance-request/{id}/files/{filePath} */
/** A stored photo's name as its URLs carry it: one path segment. */
export const storedFileNameSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9._-]+$/);

export const assistanceFileDeleteParamsSchema = z.object({ id: idSchema, filePath: storedFileNameSchema });
