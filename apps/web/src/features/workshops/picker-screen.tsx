import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Workshop } from "@hitch/contract/workshops/workshop";
import { errorKey } from "../../api/error-key.ts";
import { AlertBanner } from "../../ui/alert-banner.tsx";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { WorkshopCard, workshopNameId } from "../../widgets/workshops/workshop-card.tsx";
import listStyles from "../../widgets/workshops/workshop-list.module.css";
import { FilterForm, type FilterValues } from "./components/filter-form.tsx";
import { INCIDENT_TEXT } from "./incident-text.ts";
import type { WorkshopList } from "./use-workshop-list.ts";
import styles from "./picker-page.module.css";

export interface PickerChoice {
  workshop: Workshop;
  how: "posted" | "redirected" | "none";
}

interface PickerScreenProps {
  filters: FilterValues;
  /** Changes when the address's filters do, so the form starts again from them. */
  filtersKey: string;
  list: WorkshopList;
  chosen: PickerChoice | null;
  /** The map above the list (loaded lazily by the page; a placeholder of its size in the server's first paint). */
  map: (workshops: Workshop[]) => ReactNode;
  onApply?: (values: FilterValues) => void;
  onChoose?: (workshop: Workshop) => void;
  onRetry?: () => void;
  cardRef?: (workshop: Workshop, element: HTMLLIElement | null) => void;
}

/**
 * The picker's screen for a given list: heading, filters, the map and the workshops. From its props alone, so the
 * server's page shows the same list before the app runs (the page itself reads the address and loads the list).
 */
export function PickerScreen({
  filters,
  filtersKey,
  list,
  chosen,
  map,
  onApply,
  onChoose,
  onRetry,
  cardRef,
}: PickerScreenProps) {
  const { t, i18n } = useTranslation("workshops");
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
        <FilterForm key={filtersKey} initial={filters} onApply={(values) => onApply?.(values)} />
      </details>
      <div role="status" className={styles.status}>
        {chosen && chosen.how !== "redirected" && t("workshops:chosen", { name: chosen.workshop.name })}
      </div>
      {list.state === "idle" && <p className={styles.lead}>{t("workshops:needFilters")}</p>}
      {/* The first list is what the server's page shows: its frame stays up until the list is here. */}
      {list.state === "loading" && <Spinner holdsFirstPaint />}
      {list.state === "failed" && (
        <>
          <AlertBanner>{t(errorKey(list.error))}</AlertBanner>
          <Button variant="secondary" block onClick={onRetry}>
            {t("common:actions.tryAgain")}
          </Button>
        </>
      )}
      {list.state === "ready" && list.workshops.length === 0 && <p className={styles.lead}>{t("workshops:none")}</p>}
      {list.state === "ready" && list.workshops.length > 0 && (
        <>
          {map(list.workshops)}
          <ol className={listStyles.list} aria-label={t("workshops:listLabel")}>
            {list.workshops.map((w) => (
              <WorkshopCard
                key={w.id}
                ref={cardRef && ((element) => cardRef(w, element))}
                workshop={w}
                distance={km(w)}
                chosen={chosen?.workshop.id === w.id}
              >
                <Button
                  block
                  variant={chosen?.workshop.id === w.id ? "primary" : "secondary"}
                  onClick={() => onChoose?.(w)}
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
