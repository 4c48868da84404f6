import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { errorKeyOf } from "../api.ts";
import { FilePicker } from "../shell/file-picker.tsx";
import { useReplaceLogo } from "./use-service-settings.ts";
import styles from "../console.module.css";

/** The server's limit for a logo upload; a bigger file is refused here before it is sent. */
const LOGO_MAX_BYTES = 5 * 1024 * 1024;

type Refusal = "tooBig" | "notImage";

/** Why the server refused the file, in the operator's words: too big (413) or not a readable image (400, 415). */
function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 413) return "tooBig";
  if (error.status === 415 || error.code === "FILE_NOT_IMAGE") return "notImage";
  return null;
}

/** Replaces the service's logo with the chosen image as soon as one is picked; the preview beside shows it. */
export function LogoUpload({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation(["console-admin", "console"]);
  const hintId = useId();
  const upload = useReplaceLogo(serviceId);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  // Literal keys so the locale check sees each one used.
  const refusalText = (refusal: Refusal) =>
    refusal === "tooBig" ? t("settings.logoTooBig") : t("settings.logoNotImage");

  const choose = async (file: File) => {
    setSaved(false);
    setProblem(null);
    const early: Refusal | null =
      file.size > LOGO_MAX_BYTES ? "tooBig" : file.type.startsWith("image/") ? null : "notImage";
    if (early) {
      setProblem(refusalText(early));
      return;
    }
    try {
      await upload.mutateAsync(file);
      setSaved(true);
    } catch (error) {
      const refusal = refusalOf(error);
      setProblem(refusal ? refusalText(refusal) : t(`console:errors.${errorKeyOf(error)}`));
    }
  };
  return (
    <div className={styles.field}>
      <FilePicker
        label={t("settings.logoUpload")}
        accept="image/*"
        describedBy={hintId}
        invalid={!!problem}
        disabled={upload.isPending}
        onChoose={(file) => void choose(file)}
      />
      <p id={hintId} className={styles.muted}>
        {t("settings.logoHint")}
      </p>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      {saved && <p role="status">{t("settings.logoSaved")}</p>}
    </div>
  );
}
