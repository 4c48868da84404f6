import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import type { ConsoleOperatorRow } from "@hitch/contract/console/operators";
import { AccessFields, accessOf, membershipsOf } from "./access-fields.tsx";
import { operatorErrorText } from "./operator-errors.ts";
import { useChangeOperator } from "./use-operators.ts";
import styles from "../console.module.css";

/** Changes a provider operator's services and roles, or makes them (or stops them being) an administrator. */
export function AccessEditor(props: { row: ConsoleOperatorRow; services: ConsoleMe["services"]; onDone: () => void }) {
  const { t } = useTranslation("console-operators");
  const { t: tc } = useTranslation("console");
  const change = useChangeOperator();
  const [access, setAccess] = useState(() => accessOf(props.row));
  const title = t("editTitle", { name: props.row.name });
  return (
    <form
      className={`${styles.card} ${styles.wideForm}`}
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        const platformAdmin = access.kind === "admin";
        change.mutate(
          { id: props.row.id, change: { platformAdmin, memberships: platformAdmin ? [] : membershipsOf(access) } },
          { onSuccess: props.onDone },
        );
      }}
    >
      <h2>{title}</h2>
      <AccessFields access={access} onChange={setAccess} services={props.services} kinds={["services", "admin"]} />
      {change.isError && (
        <p role="alert" className={styles.alert}>
          {operatorErrorText(tc, change.error)}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={change.isPending}>
          {t("save")}
        </button>
        <button type="button" className={styles.secondary} onClick={props.onDone}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
