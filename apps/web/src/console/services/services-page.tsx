import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { ApiKeysPanel } from "./api-keys-panel.tsx";
import { ServiceSettingsForm } from "./service-settings-form.tsx";
import { useServiceSettings } from "./use-service-settings.ts";
import styles from "../console.module.css";
import own from "./services.module.css";

/** A service's settings and its API keys for machine-to-machine integrations; viewers read them only. */
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
        <ServicePanels key={service.id} serviceId={service.id} canWrite={service.role !== "VIEWER"} />
      ) : (
        <p className={styles.muted}>{t("services.none")}</p>
      )}
    </>
  );
}

function ServicePanels({ serviceId, canWrite }: { serviceId: number; canWrite: boolean }) {
  const settings = useServiceSettings(serviceId);
  return (
    <div className={own.panels}>
      {settings.data && <ServiceSettingsForm service={settings.data} canWrite={canWrite} />}
      <ApiKeysPanel serviceId={serviceId} canWrite={canWrite} />
    </div>
  );
}
