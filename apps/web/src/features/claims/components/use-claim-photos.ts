import { useCallback, useEffect, useRef, useState } from "react";
import type { ClaimPhoto } from "@hitch/contract/claims/files";
import { isHeic } from "@hitch/contract/common/files";
import { resizeForUpload } from "../../../ui/image-resize.ts";
import type { PhotoItem } from "../../../ui/photo-picker.tsx";
import { uploadWithProgress } from "../../../ui/upload-with-progress.ts";
import { claimFileUrl, deleteClaimFile } from "../api/claims-api.ts";

interface Photo extends PhotoItem {
  /** A photo picked or taken here and not stored yet. */
  file?: File;
  stored?: ClaimPhoto;
}

let localIds = 0;

/**
 * The claim's damage photos: those stored (shown from the server, deleted there too) and those
 * added now, which are resized like the assistance photos and uploaded one by one on Next.
 */
export function useClaimPhotos(claimId: number, stored: readonly ClaimPhoto[]) {
  const [photos, setPhotos] = useState<Photo[]>(() => stored.map(storedPhoto));
  const [uploaded, setUploaded] = useState<number | null>(null);
  const latest = useRef(photos);
  latest.current = photos;

  // Object URLs hold the picked files in memory until revoked.
  useEffect(() => () => latest.current.forEach((p) => p.file && p.previewUrl && URL.revokeObjectURL(p.previewUrl)), []);

  const update = (key: string, change: Partial<Photo>) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const add = useCallback((files: File[]) => {
    const added = files.map<Photo>((file) => ({
      key: `local-${++localIds}`,
      name: file.name,
      previewUrl: isHeic(file.name) ? null : URL.createObjectURL(file),
      status: "pending",
      file,
    }));
    setPhotos((list) => [...list, ...added]);
  }, []);

  const remove = useCallback(
    async (item: PhotoItem) => {
      const photo = latest.current.find((p) => p.key === item.key);
      if (!photo) return;
      if (photo.stored) await deleteClaimFile(claimId, photo.stored.id);
      if (photo.file && photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
      setPhotos((list) => list.filter((p) => p.key !== item.key));
    },
    [claimId],
  );

  /** Uploads every photo not stored yet; resolves with the stored list, or null when any failed. */
  const uploadPending = useCallback(async (): Promise<ClaimPhoto[] | null> => {
    const list = latest.current;
    let done = list.filter((p) => p.stored).length;
    const result: ClaimPhoto[] = list.flatMap((p) => (p.stored ? [p.stored] : []));
    let allStored = true;
    setUploaded(done);
    for (const photo of list.filter((p) => p.file && !p.stored)) {
      update(photo.key, { status: "uploading", progress: 0 });
      try {
        const body = new FormData();
        body.append("fileType", "DAMAGE_PHOTO");
        body.append("file", await resizeForUpload(photo.file!));
        const saved = await uploadWithProgress<ClaimPhoto>(claimFileUrl(claimId), body, (progress) => update(photo.key, { progress }));
        update(photo.key, { status: "uploaded", stored: saved, progress: 1 });
        result.push(saved);
        setUploaded(++done);
      } catch (error) {
        console.error("photo upload failed", error);
        allStored = false;
        update(photo.key, { status: "failed" });
      }
    }
    setUploaded(null);
    return allStored ? result : null;
  }, [claimId]);

  return { photos, add, remove, uploadPending, uploaded };
}

function storedPhoto(file: ClaimPhoto): Photo {
  return { key: `stored-${file.id}`, name: `${file.id}`, previewUrl: file.url, status: "uploaded", stored: file };
}
