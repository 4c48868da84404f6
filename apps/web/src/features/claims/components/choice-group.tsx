import { useId } from "react";
import styles from "./yes-no.module.css";

interface ChoiceGroupProps<V extends string> {
  question: string;
  name: string;
  options: readonly { value: V; label: string }[];
  value: V | null;
  onChange: (value: V) => void;
  /** A translated message; marks the question invalid. */
  error?: string | null;
  disabled?: boolean;
  /** Short answers (yes/no) side by side; longer ones stacked. */
  sideBySide?: boolean;
}

/** One answer out of a few, as large radio buttons. */
export function ChoiceGroup<V extends string>({
  question,
  name,
  options,
  value,
  onChange,
  error,
  disabled,
  sideBySide,
}: ChoiceGroupProps<V>) {
  const errorId = useId();
  return (
    <fieldset
      className={styles.group}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className={styles.question}>{question}</legend>
      {/* Stacked unless short: longer answers side by side overflow a phone in some languages. */}
      <div className={styles.options} style={sideBySide ? undefined : { gridTemplateColumns: "1fr" }}>
        {options.map((option) => (
          <label key={option.value} className={styles.option} data-checked={value === option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
