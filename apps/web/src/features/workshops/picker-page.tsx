import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "../../ui/routing.tsx";
import type { Workshop } from "@hitch/contract/workshops/workshop";
import { errorKey } from "../../api/error-key.ts";
import { isLanguage, setLanguage } from "../../app/i18n.ts";
import { AlertBanner } from "../../ui/alert-banner.tsx";
import { Button } from "../../ui/button.tsx";
import { ErrorScreen } from "../../ui/error-screen.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { WorkshopCard, workshopNameId } from "../../widgets/workshops/workshop-card.tsx";
import listStyles from "../../widgets/workshops/workshop-list.module.css";
import { FilterForm, type FilterValues } from "./components/filter-form.tsx";
import { INCIDENT_TEXT } from "./incident-text.ts";
import { readPickerQuery } from "./picker-query.ts";
import { returnChoice } from "./return-choice.ts";
import { useWorkshopList } from "./use-workshop-list.ts";
import styles from "./picker-page.module.css";

const WorkshopMap = lazy(() => import("../../widgets/workshops/workshop-map.tsx"));

/**
 * /select-workshop-external: a provider's own pages open it (link, redirect or popup) with the
 * filters in the query; the choice goes back by postMessage or a redirect (see README.md here).
 */
export default function PickerPage() {
  const { t, i18n } = useTranslation("workshops");
  const [search, setSearch] = useSearchParams();
  const query = readPickerQuery(search);
  const filters: FilterValues = {
    incidentType: query.incidentType,
    vehicleMark: query.vehicleMark,
    vehicleYear: query.vehicleYear,
  };
  const [attempt, setAttempt] = useState(0);
  const list = useWorkshopList(query.service, filters, attempt);
  const [chosen, setChosen] = useState<{ workshop: Workshop; how: "posted" | "redirected" | "none" } | null>(null);
  const cards = useRef(new Map<number, HTMLLIElement>());

  useEffect(() => {
    if (isLanguage(query.language)) void setLanguage(query.language);
  }, [query.language]);

  if (!query.service || list.state === "unknownService")
    return <ErrorScreen message={t("common:errors.link.LINK_INVALID")} />;
  if (query.returnUrl === "invalid") return <ErrorScreen message={t("workshops:badReturnUrl")} />;

  function apply(values: FilterValues) {
    const next = new URLSearchParams(search);
    const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
    set("incidentType", values.incidentType);
    set("vehicleMark", values.vehicleMark);
    set("vehicleYear", values.vehicleYear ? String(values.vehicleYear) : null);
    setSearch(next, { replace: true });
  }

  function choose(workshop: Workshop) {
    setChosen({
      workshop,
      how: returnChoice(workshop, query.returnUrl instanceof URL ? query.returnUrl : null, query.origin),
    });
  }

  function showCard(workshop: Workshop) {
    const card = cards.current.get(workshop.id);
    card?.scrollIntoView({ behavior: "smooth", block: "center" });
    card?.focus({ preventScroll: true });
  }

  const summary = [
    filters.incidentType && t(INCIDENT_TEXT[filters.incidentType]),
    filters.vehicleMark,
    filters.vehicleYear,
  ]
    .filter(Boolean)
    .join(" · ");
  const km = (w: Workshop) =>
    w.distanceMeters != null
      ? t("workshops:distance", {
          distance: new Intl.NumberFormat(i18n.language, {
            maximumFractionDigits: w.distanceMeters < 10000 ? 1 : 0,
          }).format(w.distanceMeters / 1000),
        })
      : null;

  return (
    <section aria-labelledby="picker-title">
      <h1 id="picker-title">{t("workshops:title")}</h1>
      <p className={styles.lead}>{t("workshops:lead")}</p>
      <details className={styles.filterBox} open={list.state === "idle"}>
        <summary>
          {t("workshops:filters.label")}
          {summary && <span className={styles.summary}>: {summary}</span>}
        </summary>
        <FilterForm key={search.toString()} initial={filters} onApply={apply} />
      </details>
      <div role="status" className={styles.status}>
        {chosen && chosen.how !== "redirected" && t("workshops:chosen", { name: chosen.workshop.name })}
      </div>
      {list.state === "idle" && <p className={styles.lead}>{t("workshops:needFilters")}</p>}
      {list.state === "loading" && <Spinner />}
      {list.state === "failed" && (
        <>
          <AlertBanner>{t(errorKey(list.error))}</AlertBanner>
          <Button variant="secondary" block onClick={() => setAttempt((n) => n + 1)}>
            {t("common:actions.tryAgain")}
          </Button>
        </>
      )}
      {list.state === "ready" && list.workshops.length === 0 && <p className={styles.lead}>{t("workshops:none")}</p>}
      {list.state === "ready" && list.workshops.length > 0 && (
        <>
          <Suspense fallback={<div className={listStyles.mapPlaceholder} />}>
            <WorkshopMap
              workshops={list.workshops}
              onMarker={showCard}
              labels={{
                region: t("workshops:map.label"),
                zoomIn: t("workshops:map.zoomIn"),
                zoomOut: t("workshops:map.zoomOut"),
              }}
            />
          </Suspense>
          <ol className={listStyles.list} aria-label={t("workshops:listLabel")}>
            {list.workshops.map((w) => (
              <WorkshopCard
                key={w.id}
                ref={(el) => {
                  if (el) cards.current.set(w.id, el);
                  else cards.current.delete(w.id);
                }}
                workshop={w}
                distance={km(w)}
                chosen={chosen?.workshop.id === w.id}
              >
                <Button
                  block
                  variant={chosen?.workshop.id === w.id ? "primary" : "secondary"}
                  onClick={() => choose(w)}
                  aria-describedby={workshopNameId(w)}
                  disabled={chosen?.how === "redirected"}
                >
                  {t("workshops:choose")}
                </Button>
              </WorkshopCard>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
