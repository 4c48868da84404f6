import { useCallback, useMemo } from "react";
import type { AssistanceFile } from "@hitch/contract/assistance/files";
import { SMS_IDENTIFIER } from "@hitch/contract/assistance/files";
import { usePhotoUploads, type PhotoStore } from "../../../widgets/photos/use-photo-uploads.ts";
import { deleteFile, filesUrl } from "../api/assistance-api.ts";

/**
 * The request's photos: those already stored (shown from the server, removed with DELETE) and
 * those picked now, which are resized and uploaded when the request is sent.
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
  const { photos, add, remove, uploadPending: upload } = usePhotoUploads(stored, store);
  /** Uploads every photo not stored yet; resolves false when any failed (they stay, marked). */
  const uploadPending = useCallback(async () => (await upload()) !== null, [upload]);
  return { photos, add, remove, uploadPending };
}
