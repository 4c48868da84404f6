import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { VEHICLE_IMPORT_EXAMPLE_CSV } from "@hitch/contract/console/vehicles";
import { ImportCard } from "./import-card.tsx";
import { PlateSearch } from "./plate-search.tsx";
import consoleStyles from "../console.module.css";
import { ServiceSelect } from "../shell/service-select.tsx";
import styles from "./fleet.module.css";

const EXAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(VEHICLE_IMPORT_EXAMPLE_CSV)}`;

/** Insured vehicles of a service: the CSV import with its per-row report, and the search by plate. */
export function VehiclesPage({ services }: { services: ConsoleMe["services"] }) {
  const { t } = useTranslation("console-fleet");
  const [serviceId, setServiceId] = useState<number | undefined>(services[0]?.id);
  const service = services.find((s) => s.id === serviceId);

  return (
    <>
      <header className={consoleStyles.pageHead}>
        <h1>{t("vehicles.title")}</h1>
        <ServiceSelect
          services={services}
          label={t("service")}
          value={serviceId ?? null}
          onChange={(chosen) => chosen !== null && setServiceId(chosen)}
        />
      </header>
      <div className={styles.stack}>
        {service && <ImportCard key={service.id} service={service} exampleHref={EXAMPLE_HREF} />}
        {service && <PlateSearch key={`search-${service.id}`} serviceId={service.id} />}
      </div>
    </>
  );
}
