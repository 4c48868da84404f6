import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "../console.module.css";
import own from "./audit-filters.module.css";

export interface AuditFilterValues {
  operator: string;
  action: string;
  targetType: string;
  /** Calendar days (yyyy-mm-dd) in the operator's time zone; `to` includes its whole day. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { operator: "", action: "", targetType: "", from: "", to: "" };

/** The server's query for the filters: the days become instants at the operator's local midnight. */
export function auditQueryOf(filters: AuditFilterValues, limit: number, offset: number): string {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  for (const key of ["operator", "action", "targetType"] as const) if (filters[key]) query.set(key, filters[key]);
  if (filters.from) query.set("since", new Date(`${filters.from}T00:00`).toISOString());
  if (filters.to) {
    const dayAfter = new Date(`${filters.to}T00:00`);
    dayAfter.setDate(dayAfter.getDate() + 1);
    query.set("until", dayAfter.toISOString());
  }
  return query.toString();
}

/** Operator, action, record type and a date range; every change asks the server again from the first page. */
export function AuditFilters({
  values,
  onChange,
}: {
  values: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
}) {
  const { t } = useTranslation(["console", "console-admin"]);
  const id = useId();
  const field = (key: keyof AuditFilterValues, label: string, type: "search" | "date") => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type={type}
        value={values[key]}
        onChange={(e) => onChange({ ...values, [key]: e.target.value })}
      />
    </div>
  );
  return (
    <div className={own.filters}>
      {field("operator", t("audit.operator"), "search")}
      {field("action", t("console-admin:audit.action"), "search")}
      {field("targetType", t("console-admin:audit.entity"), "search")}
      {field("from", t("console-admin:audit.from"), "date")}
      {field("to", t("console-admin:audit.to"), "date")}
    </div>
  );
}
