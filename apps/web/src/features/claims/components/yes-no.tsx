import { useTranslation } from "react-i18next";
import { ChoiceGroup } from "./choice-group.tsx";

interface YesNoProps {
  question: string;
  name: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  /** A translated message; marks the question invalid. */
  error?: string | null;
  disabled?: boolean;
}

/** A yes/no question as two large radio buttons side by side. */
export function YesNo({ value, onChange, ...question }: YesNoProps) {
  const { t } = useTranslation("claims");
  return (
    <ChoiceGroup
      {...question}
      sideBySide
      options={[
        { value: "yes", label: t("claims:yes") },
        { value: "no", label: t("claims:no") },
      ]}
      value={value === null ? null : value ? "yes" : "no"}
      onChange={(answer) => onChange(answer === "yes")}
    />
  );
}
