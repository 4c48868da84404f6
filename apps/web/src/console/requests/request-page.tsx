import { Suspense, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type CancelRequestBody, requestDetailSchema } from "@hitch/contract/console/request-detail";
import { lazyWithRetry } from "../../ui/lazy-with-retry.ts";
import { Link } from "../../ui/routing.tsx";
import { consoleApi, errorKeyOf } from "../api.ts";
import { invalidateCallbacks } from "../callbacks/use-callbacks.ts";
import { CancelDialog } from "./cancel-dialog.tsx";
import { RequestActions } from "./request-actions.tsx";
import { RequestPhotos } from "./request-photos.tsx";
import { RequestTimeline } from "./request-timeline.tsx";
import { stageLabel } from "./stage-label.ts";
import { useCanWrite } from "./use-can-write.ts";
import styles from "../console.module.css";

// Leaflet comes with the map, after the request's facts are on screen.
const RequestMap = lazyWithRetry(() => import("./request-map.tsx"));

/** One request: who called, about which vehicle, where; what happened so far and who did it; the operator's actions. */
export function RequestPage({ id }: { id: number }) {
  const { t } = useTranslation(["console", "console-requests", "console-drivers"]);
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const detail = useQuery({
    queryKey: ["console", "request", id],
    queryFn: () => consoleApi(`/requests/${id}`, requestDetailSchema),
  });
  const canWrite = useCanWrite(detail.data?.serviceId ?? null);
  const cancel = useMutation({
    mutationFn: (body: CancelRequestBody) =>
      consoleApi(`/requests/${id}/cancel`, requestDetailSchema, { method: "POST", body }),
    onSuccess: (answer) => {
      setCancelling(false);
      queryClient.setQueryData(["console", "request", id], answer);
      void queryClient.invalidateQueries({ queryKey: ["console", "board"] });
      void queryClient.invalidateQueries({ queryKey: ["console", "request-list"] });
      void invalidateCallbacks(queryClient);
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
  const driver = r.driver ?? r.finishedBy;

  return (
    <>
      <header className={styles.pageHead}>
        <div>
          <Link to="/console/requests">{t("console-requests:page.back")}</Link>
          <h1>{t("request.title", { id: r.externalId })}</h1>
          <p className={styles.muted}>
            {r.serviceName} · {stageLabel(t, r)}
          </p>
        </div>
        {live && canWrite && (
          <div className={styles.actions}>
            <button type="button" className={styles.danger} onClick={() => setCancelling(true)}>
              {t("request.cancel")}
            </button>
          </div>
        )}
      </header>
      <CancelDialog
        open={cancelling}
        pending={cancel.isPending}
        onCancel={() => setCancelling(false)}
        onConfirm={(body) => cancel.mutate(body)}
      />
      {cancel.isError && (
        <p role="alert" className={styles.alert}>
          {t(`errors.${errorKeyOf(cancel.error)}`)}
        </p>
      )}
      <div className={styles.detailGrid}>
        <section className={styles.card} aria-labelledby="request-facts">
          <h2 id="request-facts">{t("request.facts")}</h2>
          <dl className={styles.facts}>
            <dt>{t("console-requests:page.incident")}</dt>
            <dd>{r.incidentType ? t(`console-drivers:incidents.${r.incidentType}`) : "–"}</dd>
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
            <dt>{r.driver || !r.finishedBy ? t("request.driver") : t("console-requests:page.didTheJob")}</dt>
            <dd>
              {driver ? (
                <>
                  {driver.name}
                  {r.driver && (
                    <>
                      {" · "}
                      <a href={`tel:${r.driver.phone}`}>{r.driver.phone}</a>
                    </>
                  )}
                  {r.finishedBy && !r.driver && ` · ${r.finishedBy.company}`}
                </>
              ) : (
                "–"
              )}
            </dd>
          </dl>
        </section>
        <RequestTimeline events={r.events} />
        {r.latitude !== null && r.longitude !== null && (
          <Suspense fallback={null}>
            <RequestMap latitude={r.latitude} longitude={r.longitude} />
          </Suspense>
        )}
        <RequestActions detail={r} />
        <RequestPhotos photos={r.photos} />
      </div>
    </>
  );
}
