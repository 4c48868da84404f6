import { useId, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import styles from "../console.module.css";
import own from "./file-picker.module.css";

interface FilePickerProps {
  label: string;
  accept: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the texts that explain the field (a hint, an error). */
  describedBy?: string;
  /** The picked file; the input is emptied afterwards, so picking the same file again is a new choice. */
  onChoose: (file: File) => void;
}

/**
 * A file input in the console's language: the browser's own button and "no file" text follow the browser's
 * language, not the operator's. The input stays in the page, only visually hidden, so Tab and screen readers
 * reach it and Enter or Space opens the chooser; the button-styled label beside it takes the clicks.
 */
export function FilePicker({ label, accept, disabled, invalid, describedBy, onChoose }: FilePickerProps) {
  const { t } = useTranslation("console");
  const id = useId();
  const [fileName, setFileName] = useState<string | null>(null);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setFileName(file.name);
    onChoose(file);
    input.value = "";
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className={own.picker}>
        <input
          id={id}
          type="file"
          className={`visually-hidden ${own.input}`}
          accept={accept}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={[`${id}-name`, describedBy].filter(Boolean).join(" ")}
          aria-invalid={invalid}
          disabled={disabled}
          onChange={change}
        />
        <label htmlFor={id} id={`${id}-button`} className={`${styles.secondary} ${own.button}`}>
          {t("filePicker.choose")}
        </label>
        <span id={`${id}-name`} className={own.name}>
          {fileName ?? t("filePicker.none")}
        </span>
      </div>
    </div>
  );
}
