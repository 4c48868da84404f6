import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { ApiKeysPanel } from "./api-keys-panel.tsx";
import styles from "../console.module.css";

/** A service's settings the operator may see: today its API keys for machine-to-machine integrations. */
export function ServicesPage({ services }: { services: ConsoleMe["services"] }) {
  const { t } = useTranslation("console-admin");
  const id = useId();
  const [chosen, setChosen] = useState(services[0]?.id);
  const service = services.find((s) => s.id === chosen);
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t("services.title")}</h1>
        {services.length > 1 && (
          <div className={styles.filter}>
            <label htmlFor={id}>{t("services.service")}</label>
            <select id={id} value={chosen} onChange={(e) => setChosen(Number(e.target.value))}>
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </header>
      {service ? (
        <ApiKeysPanel key={service.id} serviceId={service.id} canWrite={service.role !== "VIEWER"} />
      ) : (
        <p className={styles.muted}>{t("services.none")}</p>
      )}
    </>
  );
}
