import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import consoleStyles from "../console.module.css";

/** Which of the operator's services a list shows: all of them, or one. */
export function ServiceFilter(props: {
  services: ConsoleMe["services"];
  value: number | null;
  onChange: (serviceId: number | null) => void;
}) {
  const { t } = useTranslation("console-fleet");
  const id = useId();
  return (
    <div className={consoleStyles.filter}>
      <label htmlFor={id}>{t("service")}</label>
      <select
        id={id}
        value={props.value ?? ""}
        onChange={(e) => props.onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t("allServices")}</option>
        {props.services.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </div>
  );
}
