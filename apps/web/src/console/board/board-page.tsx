import { Suspense, useId, useState } from "react";
import { lazyWithRetry } from "../../ui/lazy-with-retry.ts";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { Link } from "../../ui/routing.tsx";
import { clockTime, minutesBetween, useNow } from "../format.ts";
import { useBoard } from "./use-board.ts";
import { ServiceSelect } from "../shell/service-select.tsx";
import { stageLabel } from "../requests/stage-label.ts";
import styles from "../console.module.css";

// Leaflet is the heaviest part of the board: it loads beside the table, never before it.
const BoardMap = lazyWithRetry(() => import("./board-map.tsx"));

/** Requests in progress, live: stage, time since submitted, ETA and driver; beside them the map. */
export function BoardPage({ services }: { services: ConsoleMe["services"] }) {
  const { t, i18n } = useTranslation("console");
  const filterId = useId();
  const [serviceId, setServiceId] = useState<number | null>(null);
  const board = useBoard(serviceId);
  const now = useNow();
  const requests = board.data?.requests ?? [];

  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t("board.title")}</h1>
        <ServiceSelect
          services={services}
          label={t("board.service")}
          allLabel={t("board.allServices")}
          value={serviceId}
          onChange={setServiceId}
        />
      </header>
      {board.isError && (
        <p role="alert" className={styles.alert}>
          {t("errors.generic")}
        </p>
      )}
      <div className={styles.boardGrid}>
        <section aria-labelledby={`${filterId}-list`}>
          <h2 id={`${filterId}-list`} className={styles.sectionTitle}>
            {t("board.inProgress", { count: requests.length })}
          </h2>
          {requests.length === 0 && !board.isPending ? (
            <p className={styles.muted}>{t("board.empty")}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t("board.request")}</th>
                  <th scope="col">{t("board.stage")}</th>
                  <th scope="col">{t("board.since")}</th>
                  <th scope="col">{t("board.eta")}</th>
                  <th scope="col">{t("board.driver")}</th>
                </tr>
              </thead>
              <tbody>
                {requests.map((r) => (
                  <tr key={r.id}>
                    <td>
                      <Link to={`/console/requests/${r.id}`}>{r.externalId}</Link>
                      <div className={styles.muted}>
                        {[r.serviceName, r.licensePlate, r.address].filter(Boolean).join(" · ")}
                      </div>
                    </td>
                    <td>{stageLabel(t, r)}</td>
                    <td>{r.submittedAt ? t("board.minutes", { count: minutesBetween(r.submittedAt, now) }) : "–"}</td>
                    <td>{r.etaAt ? clockTime(r.etaAt, i18n.language) : "–"}</td>
                    <td>{r.driver?.name ?? "–"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <Suspense fallback={<div className={styles.mapFrame} />}>
          {board.data && <BoardMap board={board.data} />}
        </Suspense>
      </div>
    </>
  );
}
