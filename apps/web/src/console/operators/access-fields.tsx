import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import type { ConsoleOperatorRow } from "@hitch/contract/console/operators";
import styles from "../console.module.css";

type Role = "OPERATOR" | "VIEWER";
/** The three kinds of access, in the order the invitation offers them. */
export const ACCESS_KINDS = ["services", "admin", "towing"] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** What an operator may reach: every service (administrator), some services in a role each, or a towing company. */
export interface Access {
  kind: AccessKind;
  roles: Record<number, Role | undefined>;
  towingCompany: string;
}

export const accessOf = (row: ConsoleOperatorRow): Access => ({
  kind: row.platformAdmin ? "admin" : row.towingCompany ? "towing" : "services",
  roles: Object.fromEntries(row.memberships.map((m) => [m.serviceId, m.role])),
  towingCompany: row.towingCompany?.name ?? "",
});

export const membershipsOf = (access: Access) =>
  Object.entries(access.roles)
    .filter((entry): entry is [string, Role] => entry[1] !== undefined)
    .map(([serviceId, role]) => ({ serviceId: Number(serviceId), role }));

interface AccessFieldsProps {
  access: Access;
  onChange: (access: Access) => void;
  services: ConsoleMe["services"];
  /** A dispatcher is made at invitation; an existing operator does not become one (nor stops being one). */
  kinds: readonly AccessKind[];
}

/** The choice of access and, for services, the role on each (none, operator, viewer). */
export function AccessFields({ access, onChange, services, kinds }: AccessFieldsProps) {
  const { t } = useTranslation("console-operators");
  const id = useId();
  return (
    <fieldset className={styles.field}>
      <legend>{t("access.legend")}</legend>
      {kinds.map((kind) => (
        <label key={kind}>
          <input
            type="radio"
            name={`${id}-kind`}
            value={kind}
            checked={access.kind === kind}
            onChange={() => onChange({ ...access, kind })}
          />{" "}
          {t(`access.kinds.${kind}`)}
        </label>
      ))}
      {access.kind === "services" && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("service")}</th>
              <th scope="col">{t("role")}</th>
            </tr>
          </thead>
          <tbody>
            {services.map((s) => (
              <tr key={s.id}>
                <td id={`${id}-service-${s.id}`}>{s.name}</td>
                <td>
                  <select
                    aria-labelledby={`${id}-service-${s.id}`}
                    value={access.roles[s.id] ?? ""}
                    onChange={(e) =>
                      onChange({
                        ...access,
                        roles: { ...access.roles, [s.id]: (e.target.value || undefined) as Role | undefined },
                      })
                    }
                  >
                    <option value="">{t("roles.NONE")}</option>
                    <option value="OPERATOR">{t("roles.OPERATOR")}</option>
                    <option value="VIEWER">{t("roles.VIEWER")}</option>
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {access.kind === "towing" && (
        <>
          <label htmlFor={`${id}-company`}>{t("towingCompany")}</label>
          <input
            id={`${id}-company`}
            value={access.towingCompany}
            onChange={(e) => onChange({ ...access, towingCompany: e.target.value })}
          />
        </>
      )}
    </fieldset>
  );
}
