import { Suspense, useEffect, useRef, useState } from "react";
import { lazyWithRetry } from "../../ui/lazy-with-retry.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "../../ui/routing.tsx";
import type { Workshop } from "@hitch/contract/workshops/workshop";
import { isLanguage, setLanguage } from "../../app/i18n.ts";
import { ErrorScreen } from "../../ui/error-screen.tsx";
import listStyles from "../../widgets/workshops/workshop-list.module.css";
import type { FilterValues } from "./components/filter-form.tsx";
import { readPickerQuery } from "./picker-query.ts";
import { PickerScreen, type PickerChoice } from "./picker-screen.tsx";
import { returnChoice } from "./return-choice.ts";
import { useWorkshopList } from "./use-workshop-list.ts";

const WorkshopMap = lazyWithRetry(() => import("../../widgets/workshops/workshop-map.tsx"));

/**
 * /select-workshop-external: a provider's own pages open it (link, redirect or popup) with the
 * filters in the query; the choice goes back by postMessage or a redirect (see README.md here).
 */
export default function PickerPage() {
  const { t } = useTranslation("workshops");
  const [search, setSearch] = useSearchParams();
  const query = readPickerQuery(search);
  const filters: FilterValues = {
    incidentType: query.incidentType,
    vehicleMark: query.vehicleMark,
    vehicleYear: query.vehicleYear,
  };
  const [attempt, setAttempt] = useState(0);
  const list = useWorkshopList(query.service, filters, attempt);
  const [chosen, setChosen] = useState<PickerChoice | null>(null);
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

  return (
    <PickerScreen
      filters={filters}
      filtersKey={search.toString()}
      list={list}
      chosen={chosen}
      map={(workshops) => (
        <Suspense fallback={<div className={listStyles.mapPlaceholder} />}>
          <WorkshopMap
            workshops={workshops}
            onMarker={showCard}
            labels={{
              region: t("workshops:map.label"),
              zoomIn: t("workshops:map.zoomIn"),
              zoomOut: t("workshops:map.zoomOut"),
            }}
          />
        </Suspense>
      )}
      onApply={apply}
      onChoose={choose}
      onRetry={() => setAttempt((n) => n + 1)}
      cardRef={(workshop, element) => {
        if (element) cards.current.set(workshop.id, element);
        else cards.current.delete(workshop.id);
      }}
    />
  );
}
