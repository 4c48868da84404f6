import { Suspense, useId, useState } from "react";
import { lazyWithRetry } from "../../ui/lazy-with-retry.ts";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import type { ConsoleWorkshop } from "@hitch/contract/console/workshops";
import { errorKeyOf } from "../api.ts";
import { ServiceSelect } from "../shell/service-select.tsx";
import { useRemoveWorkshop, useWorkshops } from "./use-workshops.ts";
import { WorkshopForm } from "./workshop-form.tsx";
import consoleStyles from "../console.module.css";
import styles from "./fleet.module.css";

// Leaflet loads beside the list, never before it.
const WorkshopsMap = lazyWithRetry(() => import("./workshops-map.tsx"));

type Editing = { workshop: ConsoleWorkshop | null } | null;

/** The services' workshops as a list and on a map; add, change and remove them (operators, not viewers). */
export function WorkshopsPage({ services }: { services: ConsoleMe["services"] }) {
  const { t } = useTranslation("console-fleet");
  const headingId = useId();
  const [serviceId, setServiceId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [status, setStatus] = useState("");
  const workshops = useWorkshops(serviceId);
  const remove = useRemoveWorkshop();
  const list = workshops.data ?? [];
  const canWrite = (id: number) => services.some((s) => s.id === id && s.role !== "VIEWER");

  if (editing)
    return (
      <>
        <header className={consoleStyles.pageHead}>
          <h1>{t("workshops.title")}</h1>
        </header>
        <WorkshopForm
          workshop={editing.workshop}
          services={services}
          onDone={(saved) => {
            setEditing(null);
            if (saved) setStatus(t("workshops.saved", { name: saved.name }));
          }}
        />
      </>
    );

  return (
    <>
      <header className={consoleStyles.pageHead}>
        <h1>{t("workshops.title")}</h1>
        <div className={styles.rowActions}>
          <ServiceSelect
            services={services}
            label={t("service")}
            allLabel={t("allServices")}
            value={serviceId}
            onChange={setServiceId}
          />
          {services.some((s) => s.role !== "VIEWER") && (
            <button
              type="button"
              className={consoleStyles.primary}
              onClick={() => {
                setStatus("");
                setEditing({ workshop: null });
              }}
            >
              {t("workshops.add")}
            </button>
          )}
        </div>
      </header>
      <p role="status" className={consoleStyles.muted}>
        {status}
      </p>
      {(workshops.isError || remove.isError) && (
        <p role="alert" className={consoleStyles.alert}>
          {remove.error && errorKeyOf(remove.error) === "conflict"
            ? t("workshops.inUse")
            : t(`console:errors.${errorKeyOf(workshops.error ?? remove.error)}`)}
        </p>
      )}
      <div className={styles.workshopGrid}>
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className={consoleStyles.sectionTitle}>
            {t("workshops.count", { count: list.length })}
          </h2>
          {list.length === 0 && !workshops.isPending ? (
            <p className={consoleStyles.muted}>{t("workshops.empty")}</p>
          ) : (
            <table className={consoleStyles.table}>
              <thead>
                <tr>
                  <th scope="col">{t("workshops.name")}</th>
                  <th scope="col">{t("workshops.contact")}</th>
                  <th scope="col">{t("workshops.repairs")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("workshops.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((w) => (
                  <tr key={w.id}>
                    <td>
                      <strong>{w.name}</strong>
                      <div className={consoleStyles.muted}>{w.serviceName}</div>
                    </td>
                    <td>
                      {w.address}
                      <div className={consoleStyles.muted}>{w.phone}</div>
                    </td>
                    <td>
                      {w.incidentTypes.map((type) => t(`incidents.${type}`)).join(", ")}
                      <div className={consoleStyles.muted}>
                        {[
                          w.vehicleMarks.length ? w.vehicleMarks.join(", ") : t("workshops.allMakes"),
                          w.minYear || w.maxYear ? `${w.minYear ?? "…"}–${w.maxYear ?? "…"}` : null,
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </div>
                    </td>
                    <td>
                      {canWrite(w.serviceId) && (
                        <div className={styles.rowActions}>
                          {confirming === w.id ? (
                            <>
                              <button
                                type="button"
                                className={consoleStyles.danger}
                                onClick={() =>
                                  remove.mutate(w.id, {
                                    onSuccess: () => setStatus(t("workshops.removed", { name: w.name })),
                                    onSettled: () => setConfirming(null),
                                  })
                                }
                              >
                                {t("workshops.confirmRemove", { name: w.name })}
                              </button>
                              <button
                                type="button"
                                className={consoleStyles.secondary}
                                onClick={() => setConfirming(null)}
                              >
                                {t("workshops.keep")}
                              </button>
                            </>
                          ) : (
                            <>
                              <button
                                type="button"
                                className={consoleStyles.secondary}
                                aria-label={t("workshops.editOne", { name: w.name })}
                                onClick={() => {
                                  setStatus("");
                                  setEditing({ workshop: w });
                                }}
                              >
                                {t("workshops.edit")}
                              </button>
                              <button
                                type="button"
                                className={consoleStyles.secondary}
                                aria-label={t("workshops.removeOne", { name: w.name })}
                                onClick={() => {
                                  remove.reset();
                                  setConfirming(w.id);
                                }}
                              >
                                {t("workshops.remove")}
                              </button>
                            </>
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <Suspense fallback={null}>
          <WorkshopsMap workshops={list} />
        </Suspense>
      </div>
    </>
  );
}
