import { useId, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  bytesToMegabytes,
  canAddPhoto,
  fitPhotoSelection,
  isHeic,
  isImageMimeType,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
} from "@hitch/contract/common/files";
import { AlertBanner } from "../../ui/alert-banner.tsx";
import { CloseIcon } from "../../ui/icons.tsx";
import { hasImageBytes } from "./image-bytes.ts";
import styles from "./photo-picker.module.css";

export interface PhotoItem {
  /** Stable key: the stored file's path, or a local id for a photo not uploaded yet. */
  key: string;
  name: string;
  /** An object URL or the stored file's URL; null when the browser cannot show it (HEIC). */
  previewUrl: string | null;
  status: "pending" | "uploading" | "uploaded" | "failed";
  /** 0..1 while uploading. */
  progress?: number;
}

interface PhotoPickerProps {
  label: string;
  items: PhotoItem[];
  /** Receives the photos that passed the checks (images only, size, count). */
  onAdd: (files: File[]) => void;
  onRemove: (item: PhotoItem) => void;
  /** Sends a photo whose upload failed again. */
  onRetry: (item: PhotoItem) => void;
  max?: number;
  maxBytes?: number;
  disabled?: boolean;
}

/**
 * Photo tiles with an add tile: images only, at most `max` (extra selections are cut off with
 * an alert, and the add tile hides when full), `maxBytes` per file. Controlled: the owner
 * keeps the list, uploads and deletes.
 */
export function PhotoPicker({
  label,
  items,
  onAdd,
  onRemove,
  onRetry,
  max = MAX_PHOTOS,
  maxBytes = MAX_PHOTO_BYTES,
  disabled,
}: PhotoPickerProps) {
  const { t } = useTranslation("common");
  const inputId = useId();
  const [messages, setMessages] = useState<string[]>([]);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = "";
    const problems: string[] = [];
    const named = picked.filter((f) => isImageMimeType(f.type) || isHeic(f.name));
    const small = named.filter((f) => f.size <= maxBytes);
    // The name and type say image; the bytes must too (a renamed text file would fail only on upload).
    const sniffed = await Promise.all(small.map(hasImageBytes));
    const images = small.filter((_file, index) => sniffed[index]);
    if (images.length < small.length || named.length < picked.length) problems.push(t("common:ui.photos.notImage"));
    if (small.length < named.length)
      problems.push(t("common:ui.photos.tooLarge", { size: bytesToMegabytes(maxBytes) }));
    const { accepted, discarded } = fitPhotoSelection(items.length, images, max);
    if (discarded > 0) problems.push(t("common:ui.photos.tooMany", { max }));
    setMessages(problems);
    if (accepted.length > 0) onAdd(accepted);
  }

  return (
    <fieldset className={styles.picker} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <p className={styles.hint}>{t("common:ui.photos.hint", { max, size: bytesToMegabytes(maxBytes) })}</p>
      {messages.map((message) => (
        <AlertBanner key={message} onDismiss={() => setMessages((m) => m.filter((x) => x !== message))}>
          {message}
        </AlertBanner>
      ))}
      <ul className={styles.grid} aria-label={t("common:ui.photos.listLabel", { added: items.length, max })}>
        {items.map((item, index) => (
          <li key={item.key} className={styles.tile} data-status={item.status}>
            {item.previewUrl ? (
              <img
                className={styles.preview}
                src={item.previewUrl}
                alt={t(item.status === "pending" ? "common:ui.photos.photoWaiting" : "common:ui.photos.photoAlt", {
                  number: index + 1,
                })}
              />
            ) : (
              <span className={styles.noPreview}>{item.name}</span>
            )}
            {item.status === "pending" && (
              // Queued behind other photos, or not sent yet: not stored until its upload runs.
              <span className={styles.waiting}>{t("common:ui.photos.waiting")}</span>
            )}
            {item.status === "uploading" && (
              <span
                className={styles.progress}
                role="progressbar"
                aria-label={t("common:ui.photos.uploading", { number: index + 1 })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round((item.progress ?? 0) * 100)}
              >
                <span className={styles.progressFill} style={{ width: `${Math.round((item.progress ?? 0) * 100)}%` }} />
              </span>
            )}
            {item.status === "failed" && (
              <span className={styles.failed}>
                {t("common:ui.photos.failed")}
                <button
                  type="button"
                  className={styles.retry}
                  onClick={() => onRetry(item)}
                  disabled={disabled}
                  aria-label={t("common:ui.photos.retryLabel", { number: index + 1 })}
                >
                  {t("common:ui.photos.retry")}
                </button>
              </span>
            )}
            <button
              type="button"
              className={styles.remove}
              onClick={() => onRemove(item)}
              disabled={disabled || item.status === "uploading"}
              aria-label={t("common:ui.photos.remove", { number: index + 1 })}
            >
              <CloseIcon size={18} />
            </button>
          </li>
        ))}
        {canAddPhoto(items.length, max) && (
          <li className={styles.tile}>
            <input
              id={inputId}
              className={`${styles.input} visually-hidden`}
              type="file"
              accept="image/*,.heic,.heif"
              multiple
              onChange={(event) => void pick(event)}
            />
            <label htmlFor={inputId} className={styles.add}>
              <PlusIcon />
              <span>{t("common:ui.photos.add")}</span>
            </label>
          </li>
        )}
      </ul>
    </fieldset>
  );
}

function PlusIcon() {
  return (
    <svg
      width={32}
      height={32}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}
