import { useCallback, useEffect, useRef, useState } from "react";
import type { AssistanceFile } from "@hitch/contract/assistance/files";
import { SMS_IDENTIFIER } from "@hitch/contract/assistance/files";
import { isHeic } from "@hitch/contract/common/files";
import { resizeForUpload } from "../../../ui/image-resize.ts";
import type { PhotoItem } from "../../../ui/photo-picker.tsx";
import { uploadWithProgress } from "../../../ui/upload-with-progress.ts";
import { deleteFile, filesUrl } from "../api/assistance-api.ts";

interface Photo extends PhotoItem {
  /** A photo picked here and not stored yet. */
  file?: File;
  stored?: AssistanceFile;
}

let localIds = 0;

/**
 * The request's photos: those already stored (shown from the server, removed with DELETE) and
 * those picked now, which are resized and uploaded when the request is sent.
 */
export function usePhotos(requestId: number, stored: AssistanceFile[]) {
  const [photos, setPhotos] = useState<Photo[]>(() => stored.map(storedPhoto));
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
      if (photo.stored) await deleteFile(requestId, photo.stored.path);
      if (photo.file && photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
      setPhotos((list) => list.filter((p) => p.key !== item.key));
    },
    [requestId],
  );

  /** Uploads every photo not stored yet; resolves false when any failed (they stay, marked). */
  const uploadPending = useCallback(async (): Promise<boolean> => {
    let allStored = true;
    for (const photo of latest.current.filter((p) => p.file && !p.stored)) {
      update(photo.key, { status: "uploading", progress: 0 });
      try {
        const body = new FormData();
        body.append("smsIdentifier", SMS_IDENTIFIER);
        body.append("file", await resizeForUpload(photo.file!));
        const stored = await uploadWithProgress<AssistanceFile>(filesUrl(requestId), body, (progress) => update(photo.key, { progress }));
        update(photo.key, { status: "uploaded", stored, progress: 1 });
      } catch {
        allStored = false;
        update(photo.key, { status: "failed" });
      }
    }
    return allStored;
  }, [requestId]);

  return { photos, add, remove, uploadPending };
}

function storedPhoto(file: AssistanceFile): Photo {
  return { key: file.path, name: file.path, previewUrl: file.url, status: "uploaded", stored: file };
}
