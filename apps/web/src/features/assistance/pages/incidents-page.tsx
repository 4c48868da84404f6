import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ASSISTANCE_INCIDENT_TYPES, type AssistanceIncidentType } from "@hitch/contract/common/enum-values";
import { useAssistanceSession } from "../../../app/assistance-session.ts";
import { AlertBanner } from "../../../ui/alert-banner.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { TileGrid } from "../../../ui/tile-grid.tsx";
import { saveIncident } from "../api/assistance-api.ts";
import { INCIDENT_ICONS } from "../components/incident-icons.tsx";
import { INCIDENT_LABELS } from "../components/incident-labels.ts";
import { applySaved, useAssistanceFlow } from "../store.ts";
import { useNextStep } from "../use-next-step.ts";

/** /assistance/incidents: what is the issue? Choosing a tile saves it and opens the map. */
export function IncidentsPage() {
  const { t } = useTranslation(["assistance", "common"]);
  const requestId = useAssistanceSession((s) => s.requestId)!;
  const chosen = useAssistanceFlow((s) => s.request?.incidentType ?? null);
  const next = useNextStep();
  const [saving, setSaving] = useState<AssistanceIncidentType | null>(null);
  const [failed, setFailed] = useState(false);

  async function choose(type: AssistanceIncidentType) {
    if (saving) return;
    setSaving(type);
    setFailed(false);
    let answer: unknown;
    try {
      answer = await saveIncident(requestId, type);
    } catch {
      setSaving(null);
      setFailed(true);
      return;
    }
    applySaved(answer, { incidentType: type });
    next();
  }

  return (
    <section aria-labelledby="incidents-title" aria-busy={saving !== null || undefined}>
      <h1 id="incidents-title">{t("assistance:incidents.title")}</h1>
      {failed && <AlertBanner onDismiss={() => setFailed(false)}>{t("common:errors.somethingWrong")}</AlertBanner>}
      {saving && <Spinner small label={t("assistance:saving")} />}
      <TileGrid
        label={t("assistance:incidents.title")}
        disabled={saving !== null}
        tiles={ASSISTANCE_INCIDENT_TYPES.map((type) => ({
          id: type,
          label: t(INCIDENT_LABELS[type]),
          icon: INCIDENT_ICONS[type],
          selected: (saving ?? chosen) === type,
          onSelect: () => void choose(type),
        }))}
      />
    </section>
  );
}
