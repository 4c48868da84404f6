import { useMemo } from "react";
import type { ClaimPhoto } from "@hitch/contract/claims/files";
import { usePhotoUploads, type PhotoStore } from "../../../widgets/photos/use-photo-uploads.ts";
import { claimFileUrl, deleteClaimFile } from "../api/claims-api.ts";

/**
 * The claim's damage photos: those stored (shown from the server, deleted there too) and those
 * added now, which are resized like the assistance photos and uploaded one by one on Next.
 * `uploadPending` resolves with the stored list, or throws PhotosNotUploaded when any failed.
 */
export function useClaimPhotos(claimId: number, stored: readonly ClaimPhoto[]) {
  const store = useMemo<PhotoStore<ClaimPhoto>>(
    () => ({
      describe: (file) => ({ key: `stored-${file.id}`, name: `${file.id}`, url: file.url }),
      remove: (file) => deleteClaimFile(claimId, file.id),
      uploadUrl: claimFileUrl(claimId),
      fields: [["fileType", "DAMAGE_PHOTO"]],
      onUploadFailed: (error) => console.error("photo upload failed", error),
    }),
    [claimId],
  );
  return usePhotoUploads(stored, store);
}
