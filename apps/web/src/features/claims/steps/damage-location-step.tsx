import { useEffect, useState } from "react";
import { failureKey } from "../../../api/error-key.ts";
import { useTranslation } from "react-i18next";
import {
  cellName,
  pickTemplate,
  sameSelection,
  type Cell,
  type DamageTemplate,
} from "@hitch/contract/claims/damage-area";
import { useClaimSession } from "../../../app/claim-session.ts";
import { reportError } from "../../../app/error-tracking.ts";
import { useStepForm } from "../../../app/use-step-form.ts";
import { AlertBanner } from "../../../ui/alert-banner.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { loadDamageArea, loadDamageTemplates, saveDamageArea, uploadClaimFile } from "../api/claims-api.ts";
import { DamageGrid } from "../components/damage-grid.tsx";
import { gridScreenshot } from "../components/grid-screenshot.ts";
import { useClaim, useClaimFlow } from "../store.ts";
import { useNextStep } from "../use-next-step.ts";
import { ClaimNextButton } from "../components/next-button.tsx";

type Templates = { state: "loading" } | { state: "ready"; list: DamageTemplate[] };
const toCells = (list: readonly { x: number; y: number }[]): Cell[] => list.map(({ x, y }) => ({ x, y }));

/**
 * /claims/damage-location: tap the damaged parts on the vehicle drawing. A changed selection is
 * stored as a PNG of the grid (DAMAGE_AREA_SCREENSHOT) and as 'row-column' cells; an unchanged
 * one goes straight on.
 */
export default function DamageLocationStep() {
  const { t } = useTranslation(["claims", "common"]);
  const claimId = useClaimSession((s) => s.claimId)!;
  const claim = useClaim();
  const next = useNextStep("damage-location");
  const [templates, setTemplates] = useState<Templates>({ state: "loading" });
  const [saved, setSaved] = useState<Cell[]>(() => toCells(claim.damageArea?.coordinates ?? []));
  const template =
    templates.state === "ready"
      ? (templates.list.find((tpl) => tpl.id === claim.damageAreaTemplateId) ??
        pickTemplate(templates.list, claim.vehicleDetails?.bodyType))
      : undefined;
  const form = useStepForm({
    initial: () => saved,
    target: () => claimId,
    save: async (id, cells) => {
      const png = await gridScreenshot(template!.imageUrl, template!.rows, template!.columns, cells);
      await uploadClaimFile(id, png, "damage-area.png", "DAMAGE_AREA_SCREENSHOT");
      const area = await saveDamageArea(id, { damageAreaTemplateId: template!.id, coordinates: cells });
      useClaimFlow.getState().patch({ damageArea: area, damageAreaTemplateId: area.damageAreaTemplateId });
    },
    onSaved: next,
    onFailed: (error) => {
      // Logged, reported, and the damage state reset to what the server holds.
      reportError({ step: "damage-location", action: "save", error, context: { claimId } });
      form.setValues(saved);
    },
  });
  const { values: selected, setValues: setSelected } = form;

  useEffect(() => {
    // The grid appears only once both the templates and the saved area are in: a saved area landing
    // after the first tap would otherwise replace what the user just selected.
    void Promise.allSettled([loadDamageTemplates(), loadDamageArea(claimId)]).then(([list, area]) => {
      if (area.status === "fulfilled") {
        const cells = toCells(area.value?.coordinates ?? []);
        setSaved(cells);
        setSelected(cells);
      } else console.error("damage area load failed", area.reason);
      if (list.status === "rejected") console.error("damage templates failed", list.reason);
      // A template fetch failure empties the list.
      setTemplates({ state: "ready", list: list.status === "fulfilled" ? list.value : [] });
    });
  }, [claimId, setSelected]);

  if (templates.state === "loading") return <Spinner />;

  function toggle(cell: Cell) {
    const name = cellName(cell);
    setSelected((list) =>
      list.some((c) => cellName(c) === name) ? list.filter((c) => cellName(c) !== name) : [...list, cell],
    );
  }

  function submit() {
    // No drawing, or the selection as saved: nothing to store.
    if (!template || sameSelection(selected, saved)) return next();
    form.submit();
  }

  return (
    <section aria-labelledby="claim-damage-title">
      <h1 id="claim-damage-title">{t("claims:damage.title")}</h1>
      <p>{t(template ? "claims:damage.lead" : "claims:damage.noTemplate")}</p>
      {form.failure && (
        <AlertBanner onDismiss={form.clearFailure}>
          {t(failureKey(form.failure.error, "claims:damage.saveFailed"))}
        </AlertBanner>
      )}
      {template && (
        <DamageGrid
          imageUrl={template.imageUrl}
          rows={template.rows}
          columns={template.columns}
          selected={selected}
          onToggle={toggle}
          disabled={form.saving}
        />
      )}
      <ClaimNextButton saving={form.saving} onClick={submit} />
    </section>
  );
}
