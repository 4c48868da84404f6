import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import type { ConsoleOperatorRow } from "@hitch/contract/console/operators";
import { dateTime } from "../format.ts";
import { AccessEditor } from "./access-editor.tsx";
import { DisableDialog } from "./disable-dialog.tsx";
import { InviteOperatorForm } from "./invite-form.tsx";
import { operatorErrorText } from "./operator-errors.ts";
import { useOperators, useSetDisabled } from "./use-operators.ts";
import styles from "../console.module.css";

/** What the operator may reach, in one line: administrator, a towing company, or each service's role. */
function AccessText({ row }: { row: ConsoleOperatorRow }) {
  const { t } = useTranslation("console-operators");
  if (row.platformAdmin) return <>{t("access.kinds.admin")}</>;
  if (row.towingCompany) return <>{t("dispatcherOf", { company: row.towingCompany.name })}</>;
  if (row.memberships.length === 0) return <span className={styles.muted}>{t("noAccess")}</span>;
  return <>{row.memberships.map((m) => `${m.serviceName} (${t(`roles.${m.role}`)})`).join(", ")}</>;
}

/** The operator accounts (platform administrators only): invite, change access, disable and enable again. */
export function OperatorsPage({ me }: { me: ConsoleMe }) {
  const { t, i18n } = useTranslation("console-operators");
  const { t: tc } = useTranslation("console");
  const operators = useOperators();
  const setDisabled = useSetDisabled();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [invited, setInvited] = useState(false);
  const [confirming, setConfirming] = useState<ConsoleOperatorRow | null>(null);
  const rows = operators.data ?? [];
  const edited = rows.find((r) => r.id === editing);

  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t("title")}</h1>
        {!inviting && (
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              setInviting(true);
              setInvited(false);
            }}
          >
            {t("invite")}
          </button>
        )}
      </header>
      {operators.isError && (
        <p role="alert" className={styles.alert}>
          {operatorErrorText(tc, operators.error)}
        </p>
      )}
      {invited && (
        <p role="status" className={styles.muted}>
          {t("invited")}
        </p>
      )}
      {inviting && (
        <InviteOperatorForm
          services={me.services}
          onDone={() => {
            setInviting(false);
            setInvited(true);
          }}
        />
      )}
      {edited && <AccessEditor key={edited.id} row={edited} services={me.services} onDone={() => setEditing(null)} />}
      {setDisabled.isError && (
        <p role="alert" className={styles.alert}>
          {operatorErrorText(tc, setDisabled.error)}
        </p>
      )}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t("name")}</th>
            <th scope="col">{t("access.legend")}</th>
            <th scope="col">{t("twoFactor")}</th>
            <th scope="col">{t("state")}</th>
            <th scope="col">{t("lastSignIn")}</th>
            <th scope="col">{t("actions")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                {row.name}
                <br />
                <span className={styles.muted}>{row.email}</span>
              </td>
              <td>
                <AccessText row={row} />
              </td>
              <td>{row.twoFactorEnabled ? t("yes") : t("no")}</td>
              <td>{row.disabled ? t("disabled") : t("active")}</td>
              <td>{row.lastSignInAt ? dateTime(row.lastSignInAt, i18n.language) : "–"}</td>
              <td>
                <div className={styles.actions}>
                  {row.towingCompany === null && (
                    <button
                      type="button"
                      className={styles.secondary}
                      aria-label={t("editOf", { name: row.name })}
                      onClick={() => setEditing(row.id)}
                    >
                      {t("edit")}
                    </button>
                  )}
                  {row.id !== me.id && (
                    <button
                      type="button"
                      className={row.disabled ? styles.secondary : styles.danger}
                      aria-label={row.disabled ? t("enableOf", { name: row.name }) : t("disableOf", { name: row.name })}
                      disabled={setDisabled.isPending}
                      onClick={() =>
                        row.disabled ? setDisabled.mutate({ id: row.id, disabled: false }) : setConfirming(row)
                      }
                    >
                      {row.disabled ? t("enable") : t("disable")}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <DisableDialog
        row={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(row) => {
          setConfirming(null);
          setDisabled.mutate({ id: row.id, disabled: true });
        }}
      />
    </>
  );
}
