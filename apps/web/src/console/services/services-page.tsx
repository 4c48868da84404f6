import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { ApiKeysPanel } from "./api-keys-panel.tsx";
import { NewServiceForm } from "./new-service-form.tsx";
import { ServiceSettingsForm } from "./service-settings-form.tsx";
import { useServiceSettings } from "./use-service-settings.ts";
import styles from "../console.module.css";
import { ServiceSelect } from "../shell/service-select.tsx";
import own from "./services.module.css";

/** A service's settings and its API keys for machine-to-machine integrations; viewers read them only. */
export function ServicesPage({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation("console-admin");
  const services = me.services;
  const [chosen, setChosen] = useState(services[0]?.id);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const service = services.find((s) => s.id === chosen);
  const onCreated = (created: { id: number; name: string }) => {
    setCreating(false);
    setChosen(created.id);
    setCreated(created.name);
  };
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t("services.title")}</h1>
        <div className={own.headTools}>
          {services.length > 1 && (
            <ServiceSelect
              services={services}
              label={t("services.service")}
              value={chosen ?? null}
              onChange={(serviceId) => serviceId !== null && setChosen(serviceId)}
            />
          )}
          {/* Only platform administrators create services; the server answers 404 to anyone else. */}
          {me.platformAdmin && !creating && (
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                setCreated(null);
                setCreating(true);
              }}
            >
              {t("newService.open")}
            </button>
          )}
        </div>
      </header>
      {creating && <NewServiceForm onCreated={onCreated} onCancel={() => setCreating(false)} />}
      {created && <p role="status">{t("newService.created", { name: created })}</p>}
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
