import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/text-field.tsx";
import type { usePlateLookup } from "./use-plate-lookup.ts";

interface Props {
  label: string;
  name: string;
  plateLookup: Pick<
    ReturnType<typeof usePlateLookup>,
    "plate" | "plateError" | "usable" | "changePlate" | "checkPlate"
  >;
}

/** The plate input of both flows' vehicle step: cleaned as typed, checked and looked up when left. */
export function PlateField({ label, name, plateLookup }: Props) {
  const { t } = useTranslation();
  const { plate, plateError, usable, changePlate, checkPlate } = plateLookup;
  return (
    <TextField
      label={label}
      name={name}
      value={plate}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      enterKeyHint="search"
      maxLength={12}
      onChange={(e) => changePlate(e.target.value)}
      onBlur={checkPlate}
      onKeyDown={(e) => {
        if (e.key !== "Enter") return;
        // Enter looks the plate up; it only submits once a usable (found, insured) vehicle is shown.
        if (!usable) e.preventDefault();
        checkPlate();
      }}
      error={plateError ? t(plateError) : null}
    />
  );
}
