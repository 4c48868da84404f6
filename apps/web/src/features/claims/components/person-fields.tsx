import { useTranslation } from "react-i18next";
import { PhoneField } from "../../../ui/phone-field.tsx";
import { TextField } from "../../../ui/text-field.tsx";
import { useClaim } from "../store.ts";

export interface PersonValues {
  name: string;
  personalCode: string;
  phonePrefix: string;
  phone: string;
  email: string;
}

export const emptyPerson = (phonePrefix: string): PersonValues => ({
  name: "",
  personalCode: "",
  phonePrefix,
  phone: "",
  email: "",
});

interface PersonFieldsProps {
  /** Prefix of the inputs' names, e.g. 'notifier' gives 'notifier.name'. */
  prefix: string;
  values: PersonValues;
  onChange: (values: PersonValues) => void;
  /** Translation keys by field name. */
  errors: Partial<Record<keyof PersonValues, string>>;
}

/** Name, personal code, phone with its country code, and e-mail of one person. */
export function PersonFields({ prefix, values, onChange, errors }: PersonFieldsProps) {
  const { t, i18n } = useTranslation("claims");
  // A Latvian personal code has a dash (150185-12345), which a digits-only keypad lacks.
  const latvianCodes = useClaim().serviceCountryCode === "LV" || i18n.language === "lv";
  const set = (field: keyof PersonValues) => (value: string) => onChange({ ...values, [field]: value });
  const error = (field: keyof PersonValues) => (errors[field] ? t(errors[field]) : null);
  return (
    <>
      <TextField
        label={t("claims:person.name")}
        name={`${prefix}.name`}
        autoComplete="off"
        value={values.name}
        onChange={(e) => set("name")(e.target.value)}
        error={error("name")}
      />
      <TextField
        label={t("claims:person.personalCode")}
        name={`${prefix}.personalCode`}
        autoComplete="off"
        inputMode={latvianCodes ? "text" : "numeric"}
        value={values.personalCode}
        onChange={(e) => set("personalCode")(e.target.value)}
        error={error("personalCode")}
      />
      <PhoneField
        label={t("claims:person.phone")}
        name={`${prefix}.phone`}
        prefix={values.phonePrefix}
        number={values.phone}
        onPrefixChange={set("phonePrefix")}
        onNumberChange={(phone, phonePrefix) =>
          onChange({ ...values, phone, phonePrefix: phonePrefix ?? values.phonePrefix })
        }
        error={error("phone")}
      />
      <TextField
        label={t("claims:person.email")}
        name={`${prefix}.email`}
        // Not type="email": the browser would strip blanks from the value, and an address of spaces would pass.
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        autoComplete="off"
        value={values.email}
        onChange={(e) => set("email")(e.target.value)}
        error={error("email")}
      />
    </>
  );
}
