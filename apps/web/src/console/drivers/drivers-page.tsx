import { Suspense, useId, useState } from "react";
import { lazyWithRetry } from "../../ui/lazy-with-retry.ts";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { DriverFormCard } from "./driver-form.tsx";
import { DriverPanel } from "./driver-panel.tsx";
import { PositionAge } from "./position-age.tsx";
import { useAddDriver, useFleet } from "./use-fleet.ts";
import styles from "../console.module.css";

// Leaflet loads beside the list, never before it.
const FleetMap = lazyWithRetry(() => import("./fleet-map.tsx"));

/**
 * Whether the operator may change drivers: a platform administrator, or a towing company's dispatcher (their own
 * company's, the only ones the list shows them). A provider's staff read the list: the server refuses them any change.
 */
export const canManageDrivers = (me: ConsoleMe) => me.platformAdmin || me.towingCompany !== null;

/**
 * The drivers (a dispatcher: their company's) in a list and on a map; an administrator or the company's dispatcher
 * adds, changes and invites them and signs their phones out; a provider's staff only read.
 */
export function DriversPage({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation("console-drivers");
  const { t: tc } = useTranslation("console");
  const id = useId();
  const fleet = useFleet();
  const add = useAddDriver();
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const canWrite = canManageDrivers(me);
  const drivers = fleet.data ?? [];
  const chosen = drivers.find((d) => d.id === selected) ?? null;
  const count = (state: string) => drivers.filter((d) => d.state === state).length;

  return (
    <>
      <header className={styles.pageHead}>
        <div>
          <h1>{t("title")}</h1>
          {me.towingCompany && <p className={styles.muted}>{me.towingCompany.name}</p>}
          {!canWrite && <p className={styles.muted}>{t("readOnly")}</p>}
        </div>
        {canWrite && !adding && (
          <button type="button" className={styles.primary} onClick={() => setAdding(true)}>
            {t("add")}
          </button>
        )}
      </header>
      {fleet.isError && (
        <p role="alert" className={styles.alert}>
          {tc("errors.generic")}
        </p>
      )}
      {adding && (
        <DriverFormCard
          title={t("addTitle")}
          submitLabel={t("add")}
          fixedCompany={me.towingCompany?.name ?? null}
          pending={add.isPending}
          error={add.error}
          onSubmit={(form) =>
            add.mutate(form, {
              onSuccess: (created) => {
                setAdding(false);
                setSelected(created.id);
              },
            })
          }
          onCancel={() => setAdding(false)}
        />
      )}
      <div className={styles.boardGrid}>
        <section aria-labelledby={`${id}-list`}>
          <h2 id={`${id}-list`} className={styles.sectionTitle}>
            {t("summary", { free: count("FREE"), busy: count("BUSY"), off: count("OFF_DUTY") })}
          </h2>
          {chosen && (
            <DriverPanel
              key={chosen.id}
              driver={chosen}
              me={me}
              canWrite={canWrite}
              onClose={() => setSelected(null)}
            />
          )}
          {drivers.length === 0 && !fleet.isPending ? (
            <p className={styles.muted}>{canWrite ? t("empty") : t("emptyReadOnly")}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t("fullName")}</th>
                  <th scope="col">{t("company")}</th>
                  <th scope="col">{t("state")}</th>
                  <th scope="col">{t("phones")}</th>
                  <th scope="col">{t("position")}</th>
                </tr>
              </thead>
              <tbody>
                {drivers.map((d) => (
                  <tr key={d.id} aria-selected={d.id === selected}>
                    <td>
                      <button type="button" className={styles.linkButton} onClick={() => setSelected(d.id)}>
                        {d.fullName}
                      </button>
                      <br />
                      <span className={styles.muted}>{d.phoneNumber}</span>
                    </td>
                    <td>{d.company}</td>
                    <td>
                      {t(`states.${d.state}`)}
                      {d.activeAssistanceRequestId !== null && (
                        <span className={styles.muted}> · {t("onJob", { id: d.activeAssistanceRequestId })}</span>
                      )}
                    </td>
                    <td>{d.activeSessions}</td>
                    <td>
                      <PositionAge at={d.locationUpdatedAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <Suspense fallback={<div className={styles.mapFrame} />}>
          <FleetMap drivers={drivers} />
        </Suspense>
      </div>
    </>
  );
}
