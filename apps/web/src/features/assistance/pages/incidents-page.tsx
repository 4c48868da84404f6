import { useTranslation } from "react-i18next";
import { failureKey } from "../../../api/error-key.ts";
import { ASSISTANCE_INCIDENT_TYPES, type AssistanceIncidentType } from "@hitch/contract/common/enum-values";
import { useAssistanceSession } from "../../../app/assistance-session.ts";
import { useStepForm } from "../../../app/use-step-form.ts";
import { AlertBanner } from "../../../ui/alert-banner.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { TileGrid } from "../../../ui/tile-grid.tsx";
import { saveIncident } from "../api/assistance-api.ts";
import { INCIDENT_ICONS } from "../components/incident-icons.tsx";
import { INCIDENT_LABELS } from "../../../widgets/incidents/incident-labels.ts";
import { applySaved, useAssistanceFlow } from "../store.ts";
import { useNextStep } from "../use-next-step.ts";

/** /assistance/incidents: what is the issue? Choosing a tile saves it and opens the map. */
export function IncidentsPage() {
  const { t } = useTranslation(["assistance", "common"]);
  const requestId = useAssistanceSession((s) => s.requestId)!;
  const chosen = useAssistanceFlow((s) => s.request?.incidentType ?? null);
  const next = useNextStep();
  const form = useStepForm<AssistanceIncidentType | null, AssistanceIncidentType>({
    initial: () => chosen,
    target: () => requestId,
    save: async (id, type) => applySaved(await saveIncident(id, type), { incidentType: type }),
    onSaved: next,
  });
  // While a tile is being saved it shows as chosen; otherwise what the request holds.
  const shown = form.saving ? form.values : chosen;

  return (
    <section aria-labelledby="incidents-title" aria-busy={form.saving || undefined}>
      <h1 id="incidents-title">{t("assistance:incidents.title")}</h1>
      {form.failure && (
        <AlertBanner onDismiss={form.clearFailure}>
          {t(failureKey(form.failure.error, "common:errors.somethingWrong"))}
        </AlertBanner>
      )}
      {form.saving && <Spinner small label={t("assistance:saving")} />}
      <TileGrid
        label={t("assistance:incidents.title")}
        disabled={form.saving}
        tiles={ASSISTANCE_INCIDENT_TYPES.map((type) => ({
          id: type,
          label: t(INCIDENT_LABELS[type]),
          icon: INCIDENT_ICONS[type],
          selected: shown === type,
          onSelect: () => form.submitWith(type),
        }))}
      />
    </section>
  );
}
