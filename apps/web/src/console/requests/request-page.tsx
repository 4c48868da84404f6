import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { requestDetailSchema } from "@hitch/contract/console/request-detail";
import { Link } from "../../ui/routing.tsx";
import { consoleApi, errorKeyOf } from "../api.ts";
import { dateTime } from "../format.ts";
import { RequestActions } from "./request-actions.tsx";
import { RequestPhotos } from "./request-photos.tsx";
import { stageLabel } from "./stage-label.ts";
import styles from "../console.module.css";

/** One request: who called, about which vehicle, where; what dispatch did so far; and the operator's actions. */
export function RequestPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation("console");
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const detail = useQuery({
    queryKey: ["console", "request", id],
    queryFn: () => consoleApi(`/requests/${id}`, requestDetailSchema),
  });
  const cancel = useMutation({
    mutationFn: () => consoleApi(`/requests/${id}/cancel`, requestDetailSchema, { method: "POST", body: {} }),
    onSuccess: (answer) => {
      queryClient.setQueryData(["console", "request", id], answer);
      void queryClient.invalidateQueries({ queryKey: ["console", "board"] });
    },
  });

  if (detail.isPending) return <p className={styles.muted}>{t("loading")}</p>;
  if (detail.isError)
    return (
      <p role="alert" className={styles.alert}>
        {t(`errors.${errorKeyOf(detail.error)}`)}
      </p>
    );
  const r = detail.data;
  const vehicle = [r.licensePlate, r.vehicle.mark, r.vehicle.model, r.vehicle.year].filter(Boolean).join(" ");
  const live = r.status === "PENDING" || r.status === "ACCEPTED";

  return (
    <>
      <header className={styles.pageHead}>
        <div>
          <Link to="/console/board">{t("request.back")}</Link>
          <h1>{t("request.title", { id: r.externalId })}</h1>
          <p className={styles.muted}>
            {r.serviceName} · {stageLabel(t, r)}
          </p>
        </div>
        {live && (
          <div className={styles.actions}>
            {!confirming ? (
              <button type="button" className={styles.danger} onClick={() => setConfirming(true)}>
                {t("request.cancel")}
              </button>
            ) : (
              <>
                <span>{t("request.cancelConfirm")}</span>
                <button type="button" className={styles.danger} onClick={() => cancel.mutate()}>
                  {t("request.cancelYes")}
                </button>
                <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
                  {t("request.cancelNo")}
                </button>
              </>
            )}
          </div>
        )}
      </header>
      {cancel.isError && (
        <p role="alert" className={styles.alert}>
          {t(`errors.${errorKeyOf(cancel.error)}`)}
        </p>
      )}
      <div className={styles.detailGrid}>
        <section className={styles.card} aria-labelledby="request-facts">
          <h2 id="request-facts">{t("request.facts")}</h2>
          <dl className={styles.facts}>
            <dt>{t("request.contact")}</dt>
            <dd>
              {r.contactName ?? "–"}
              {r.contactPhone && (
                <>
                  {" · "}
                  <a href={`tel:${r.contactPhone}`}>{r.contactPhone}</a>
                </>
              )}
            </dd>
            <dt>{t("request.vehicle")}</dt>
            <dd>{vehicle || "–"}</dd>
            <dt>{t("request.location")}</dt>
            <dd>{r.address ?? (r.latitude !== null ? `${r.latitude}, ${r.longitude}` : "–")}</dd>
            <dt>{t("request.description")}</dt>
            <dd>{r.description ?? "–"}</dd>
            <dt>{t("request.driver")}</dt>
            <dd>
              {r.driver ? (
                <>
                  {r.driver.name} · <a href={`tel:${r.driver.phone}`}>{r.driver.phone}</a>
                </>
              ) : (
                "–"
              )}
            </dd>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="request-timeline">
          <h2 id="request-timeline">{t("request.timeline")}</h2>
          <ol className={styles.timeline}>
            {r.events.map((e, i) => (
              <li key={i}>
                <time dateTime={e.at}>{dateTime(e.at, i18n.language)}</time>{" "}
                {t(`events.${e.type}`, { driver: e.driverName ?? "", wave: e.wave ?? 0 })}
              </li>
            ))}
          </ol>
        </section>
        <RequestActions detail={r} />
        <RequestPhotos photos={r.photos} />
      </div>
    </>
  );
}
