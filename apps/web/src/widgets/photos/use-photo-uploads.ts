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

/** A photo is still not stored after the uploads were waited for; `cause` is the last upload's error. */
export class PhotosNotUploaded extends Error {}

/**
 * A flow's photos: those stored (shown from the server, deleted there too) and those added now, each resized
 * and uploaded as soon as it is chosen (one after another, so each shows its own progress and the first is
 * stored soonest), while the user goes on filling the form. One that fails can be retried or left out.
 */
export function usePhotoUploads<S>(stored: readonly S[], store: PhotoStore<S>) {
  const [photos, setPhotos] = useState<Photo<S>[]>(() => stored.map((file) => storedPhoto(file, store)));
  // Whether the owner is waiting for the uploads before going on (it shows how many are stored).
  const [waiting, setWaiting] = useState(false);
  const latest = useRef(photos);
  latest.current = photos;
  // The uploads run one at a time, in the order chosen; this is the end of the line.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // Why the last upload failed: a dropped network reads the same as on every other step.
  const lastError = useRef<unknown>(null);

  // Object URLs hold the picked files in memory until revoked.
  useEffect(() => {
    return () => {
      for (const p of latest.current) if (p.file && p.previewUrl) URL.revokeObjectURL(p.previewUrl);
    };
  }, []);

  const update = (key: string, change: Partial<Photo<S>>) =>
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const enqueue = useCallback(
    (photo: Photo<S>) => {
      update(photo.key, { status: "pending", progress: 0 });
      const job = queue.current.then(async () => {
        // Removed while it waited its turn: nothing to send.
        if (!latest.current.some((p) => p.key === photo.key)) return;
        update(photo.key, { status: "uploading", progress: 0 });
        try {
          const body = new FormData();
          for (const [name, value] of store.fields) body.append(name, value);
          body.append("file", await resizeForUpload(photo.file!));
          const saved = await uploadWithProgress<S>(store.uploadUrl, body, (progress) =>
            update(photo.key, { progress }),
          );
          update(photo.key, { status: "uploaded", stored: saved, progress: 1 });
        } catch (error) {
          lastError.current = error;
          store.onUploadFailed?.(error);
          update(photo.key, { status: "failed" });
        }
      });
      queue.current = job;
      return job;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update only calls the stable setPhotos
    [store],
  );

  const add = useCallback(
    (files: File[]) => {
      const added = files.map<Photo<S>>((file) => ({
        key: `local-${++localIds}`,
        name: file.name,
        previewUrl: isHeic(file.name) ? null : URL.createObjectURL(file),
        status: "pending",
        file,
      }));
      latest.current = [...latest.current, ...added];
      setPhotos((list) => [...list, ...added]);
      for (const photo of added) void enqueue(photo);
    },
    [enqueue],
  );

  /** Sends a photo whose upload failed again. */
  const retry = useCallback(
    (item: PhotoItem) => {
      const photo = latest.current.find((p) => p.key === item.key);
      if (photo?.file && !photo.stored) void enqueue(photo);
    },
    [enqueue],
  );

  const remove = useCallback(
    async (item: PhotoItem) => {
      const photo = latest.current.find((p) => p.key === item.key);
      if (!photo) return;
      if (photo.stored) await store.remove(photo.stored);
      if (photo.file && photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
      latest.current = latest.current.filter((p) => p.key !== item.key);
      setPhotos((list) => list.filter((p) => p.key !== item.key));
    },
    [store],
  );

  /** Leaves out every photo whose upload failed (they were never stored): the user goes on without them. */
  const dropFailed = useCallback(() => {
    for (const photo of latest.current.filter((p) => p.status === "failed" && !p.stored)) void remove(photo);
  }, [remove]);

  /**
   * Waits for the uploads under way and sends once more any that failed; resolves with the stored list, or throws
   * PhotosNotUploaded when any photo is still not stored (it stays, marked, to retry or remove).
   */
  const uploadPending = useCallback(async (): Promise<S[]> => {
    for (const photo of latest.current.filter((p) => p.status === "failed" && p.file && !p.stored)) void enqueue(photo);
    setWaiting(true);
    await queue.current;
    // The queue's updates have been applied by now; read the list they produced.
    const list = await new Promise<Photo<S>[]>((resolve) => setPhotos((current) => (resolve(current), current)));
    setWaiting(false);
    if (!list.every((p) => p.stored)) throw new PhotosNotUploaded("photo upload failed", { cause: lastError.current });
    return list.flatMap((p) => (p.stored ? [p.stored] : []));
  }, [enqueue]);

  const uploaded = waiting ? photos.filter((p) => p.stored).length : null;
  return { photos, add, remove, retry, dropFailed, uploadPending, uploaded };
}

function storedPhoto<S>(file: S, store: PhotoStore<S>): Photo<S> {
  const { key, name, url } = store.describe(file);
  return { key, name, previewUrl: url, status: "uploaded", stored: file };
}
