import { useMemo } from "react";
import type { AssistanceFile } from "@hitch/contract/assistance/files";
import { SMS_IDENTIFIER } from "@hitch/contract/assistance/files";
import { usePhotoUploads, type PhotoStore } from "../../../widgets/photos/use-photo-uploads.ts";
import { deleteFile, filesUrl } from "../api/assistance-api.ts";

/**
 * The request's photos: those already stored (shown from the server, removed with DELETE) and
 * those picked now, each resized and uploaded as soon as it is chosen.
 */
export function usePhotos(requestId: number, stored: AssistanceFile[]) {
  const store = useMemo<PhotoStore<AssistanceFile>>(
    () => ({
      describe: (file) => ({ key: file.path, name: file.path, url: file.url }),
      remove: (file) => deleteFile(requestId, file.path),
      uploadUrl: filesUrl(requestId),
      fields: [["smsIdentifier", SMS_IDENTIFIER]],
    }),
    [requestId],
  );
  /** uploadPending waits for the uploads and sends failed ones once more; throws PhotosNotUploaded when any is still not stored. */
  return usePhotoUploads(stored, store);
}
