import { useCallback, useEffect, useRef, useState } from "react";
import { isHeic } from "@hitch/contract/common/files";
import { resizeForUpload } from "./image-resize.ts";
import type { PhotoItem } from "./photo-picker.tsx";
import { uploadWithProgress } from "./upload-with-progress.ts";

/** Where one flow keeps its photos; keep its identity between renders (useMemo). */
export interface PhotoStore<S> {
  /** How a stored file is listed: its stable key, its name and the URL its preview loads from. */
  describe: (file: S) => { key: string; name: string; url: string | null };
  remove: (file: S) => Promise<unknown>;
  uploadUrl: string;
  /** Form fields the upload sends before the file itself. */
  fields: readonly (readonly [string, string])[];
  onUploadFailed?: (error: unknown) => void;
}

interface Photo<S> extends PhotoItem {
  /** A photo picked or taken here and not stored yet. */
  file?: File;
  stored?: S;
}

let localIds = 0;

/**
 * A flow's photos: those stored (shown from the server, deleted there too) and those added now,
 * which are resized and uploaded one by one when the user goes on.
 */
export function usePhotoUploads<S>(stored: readonly S[], store: PhotoStore<S>) {
  const [photos, setPhotos] = useState<Photo<S>[]>(() => stored.map((file) => storedPhoto(file, store)));
  const [uploaded, setUploaded] = useState<number | null>(null);
  const latest = useRef(photos);
  latest.current = photos;

  // Object URLs hold the picked files in memory until revoked.
  useEffect(() => () => latest.current.forEach((p) => p.file && p.previewUrl && URL.revokeObjectURL(p.previewUrl)), []);

  const update = (key: string, change: Partial<Photo<S>>) =>
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const add = useCallback((files: File[]) => {
    const added = files.map<Photo<S>>((file) => ({
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
      if (photo.stored) await store.remove(photo.stored);
      if (photo.file && photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
      setPhotos((list) => list.filter((p) => p.key !== item.key));
    },
    [store],
  );

  /** Uploads every photo not stored yet; resolves with the stored list, or null when any failed (they stay, marked). */
  const uploadPending = useCallback(async (): Promise<S[] | null> => {
    const list = latest.current;
    let done = list.filter((p) => p.stored).length;
    const result: S[] = list.flatMap((p) => (p.stored ? [p.stored] : []));
    let allStored = true;
    setUploaded(done);
    for (const photo of list.filter((p) => p.file && !p.stored)) {
      update(photo.key, { status: "uploading", progress: 0 });
      try {
        const body = new FormData();
        for (const [name, value] of store.fields) body.append(name, value);
        body.append("file", await resizeForUpload(photo.file!));
        const saved = await uploadWithProgress<S>(store.uploadUrl, body, (progress) => update(photo.key, { progress }));
        update(photo.key, { status: "uploaded", stored: saved, progress: 1 });
        result.push(saved);
        setUploaded(++done);
      } catch (error) {
        store.onUploadFailed?.(error);
        allStored = false;
        update(photo.key, { status: "failed" });
      }
    }
    setUploaded(null);
    return allStored ? result : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update only calls the stable setPhotos
  }, [store]);

  return { photos, add, remove, uploadPending, uploaded };
}

function storedPhoto<S>(file: S, store: PhotoStore<S>): Photo<S> {
  const { key, name, url } = store.describe(file);
  return { key, name, previewUrl: url, status: "uploaded", stored: file };
}
