import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { lazyWithRetry } from "../../../../ui/lazy-with-retry.ts";
import { useTranslation } from "react-i18next";
import type { Workshop } from "@hitch/contract/workshops/workshop";
import { reportError } from "../../../../app/error-tracking.ts";
import { useStepForm } from "../../../../app/use-step-form.ts";
import { errorKey, failureKey } from "../../../../api/error-key.ts";
import { AlertBanner } from "../../../../ui/alert-banner.tsx";
import { Button } from "../../../../ui/button.tsx";
import { Spinner } from "../../../../ui/spinner.tsx";
import { chooseWorkshop, loadClaimWorkshops } from "../../api/claim-completion-api.ts";
import { CallNotice } from "../../components/call-notice.tsx";
import { ClaimNotFoundModal } from "../../components/claim-not-found-modal.tsx";
import { useClaim, useClaimFlow } from "../../store.ts";
import { storedClaimId } from "../../stored-claim-id.ts";
import { useNextStep } from "../../use-next-step.ts";
import { WorkshopCard, workshopNameId } from "../../../../widgets/workshops/workshop-card.tsx";
import { workshopListQuery, workshopsFetchedAhead } from "./workshop-prefetch.ts";
import listStyles from "../../../../widgets/workshops/workshop-list.module.css";
import styles from "./select-workshop-step.module.css";

const WorkshopMap = lazyWithRetry(() => import("../../../../widgets/workshops/workshop-map.tsx"));

type List = { state: "loading" } | { state: "ready"; workshops: Workshop[] } | { state: "failed"; error: unknown };

/** /claims/select-workshop (flag off): workshops that take this claim, nearest first, on a list and a map. */
export default function SelectWorkshopStep() {
  const { t, i18n } = useTranslation(["claims", "common"]);
  const claim = useClaim();
  const next = useNextStep("select-workshop");
  const [noClaim, setNoClaim] = useState(false);
  const form = useStepForm<Workshop | null, Workshop>({
    initial: () => null,
    target: storedClaimId,
    onNoTarget: () => setNoClaim(true),
    save: async (claimId, workshop) => {
      await chooseWorkshop(claimId, workshop.id);
      useClaimFlow.getState().patch({ workshopId: workshop.id });
    },
    onSaved: next,
    onFailed: (error, claimId, workshop) =>
      reportError({
        step: "select-workshop",
        action: "choose workshop",
        error,
        context: { claimId, workshopId: workshop?.id ?? null },
      }),
  });
  // The workshop being saved, if any.
  const saving = form.saving ? (form.values?.id ?? null) : null;
  const cards = useRef(new Map<number, HTMLLIElement>());

  const query = useMemo(
    () => workshopListQuery(claim),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list depends on these parts of the claim only
    [claim.externalId, claim.incidentType, claim.vehicleDetails, claim.accidentDetails?.location],
  );
  // A list fetched ahead on the step before, for this very query, shows at once: no spinner.
  const [list, setList] = useState<List>(() => {
    if (!query) return { state: "ready", workshops: [] };
    const arrived = workshopsFetchedAhead(query)?.arrived;
    return arrived ? { state: "ready", workshops: arrived } : { state: "loading" };
  });

  const load = useCallback(() => {
    if (!query) return setList({ state: "ready", workshops: [] });
    const ahead = workshopsFetchedAhead(query);
    if (ahead?.arrived) return setList({ state: "ready", workshops: ahead.arrived });
    setList({ state: "loading" });
    (ahead?.pending ?? loadClaimWorkshops(query.claimExternalId, query.filter)).then(
      (workshops) => setList({ state: "ready", workshops }),
      (error: unknown) => setList({ state: "failed", error }),
    );
  }, [query]);

  useEffect(load, [load]);

  function distanceText(metres: number | null | undefined): string | null {
    if (metres == null) return null;
    const km = metres / 1000;
    return t("claims:workshop.distance", {
      distance: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km),
    });
  }

  function showCard(workshop: Workshop) {
    const card = cards.current.get(workshop.id);
    card?.scrollIntoView({ behavior: "smooth", block: "center" });
    card?.focus({ preventScroll: true });
  }

  return (
    <section aria-labelledby="claim-workshop-title">
      <h1 id="claim-workshop-title">{t("claims:workshop.title")}</h1>
      <p className={styles.lead}>
        {/* Without the accident's place the server cannot measure distances and lists by name. */}
        {list.state === "ready" && list.workshops.every((w) => w.distanceMeters == null)
          ? t("claims:workshop.leadAlphabetical")
          : t("claims:workshop.lead")}
      </p>
      {list.state === "loading" && <Spinner />}
      {list.state === "failed" && (
        <>
          <AlertBanner>{t(errorKey(list.error))}</AlertBanner>
          <Button variant="secondary" block onClick={load}>
            {t("common:actions.tryAgain")}
          </Button>
        </>
      )}
      {list.state === "ready" && list.workshops.length === 0 && <CallNotice message={t("claims:workshop.none")} />}
      {list.state === "ready" && list.workshops.length > 0 && (
        <>
          <Suspense fallback={<div className={listStyles.mapPlaceholder} />}>
            <WorkshopMap
              workshops={list.workshops}
              labels={{
                region: t("claims:workshop.mapLabel"),
                zoomIn: t("claims:workshop.zoomIn"),
                zoomOut: t("claims:workshop.zoomOut"),
              }}
              onMarker={showCard}
            />
          </Suspense>
          {form.failure && (
            <AlertBanner onDismiss={form.clearFailure}>
              {t(failureKey(form.failure.error, "claims:workshop.saveFailed"))}
            </AlertBanner>
          )}
          <ol className={listStyles.list} aria-label={t("claims:workshop.listLabel")}>
            {list.workshops.map((w) => {
              const chosen = claim.workshopId === w.id;
              return (
                <WorkshopCard
                  key={w.id}
                  ref={(el) => {
                    if (el) cards.current.set(w.id, el);
                    else cards.current.delete(w.id);
                  }}
                  workshop={w}
                  distance={distanceText(w.distanceMeters)}
                  chosen={chosen}
                >
                  <Button
                    block
                    variant={chosen ? "primary" : "secondary"}
                    onClick={() => form.submitWith(w)}
                    disabled={saving !== null}
                    aria-busy={saving === w.id || undefined}
                    aria-describedby={workshopNameId(w)}
                  >
                    {saving === w.id ? <Spinner small label={t("claims:saving")} /> : null}
                    {chosen ? t("claims:workshop.chosen") : t("claims:workshop.choose")}
                  </Button>
                </WorkshopCard>
              );
            })}
          </ol>
        </>
      )}
      <ClaimNotFoundModal open={noClaim} />
    </section>
  );
}
