import { z } from "zod";
import { fileTypeSchema } from "../common/enums.ts";
import { idSchema } from "../common/ids.ts";

/** POST /claims/{id}/file, multipart: file and fileType. */
export const claimFileUploadFieldsSchema = z.object({ fileType: fileTypeSchema });

/** Photo as the claim answers it (uploadedPhotos) and as the upload answers. */
export const claimPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  path: z.string(),
  fileType: fileTypeSchema,
});
export type ClaimPhoto = z.infer<typeof claimPhotoSchema>;

/** DELETE /claims/{id}/files/{fileId} */
export const claimFileDeleteParamsSchema = z.object({ id: idSchema, fileId: idSchema });
