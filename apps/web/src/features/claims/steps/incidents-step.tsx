import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "../../../ui/routing.tsx";
import { CLAIM_INCIDENT_TILES, type ClaimIncidentTile } from "@hitch/contract/common/enum-values";
import type { ClaimIncidentType } from "@hitch/contract/common/enums";
import { useStepForm } from "../../../app/use-step-form.ts";
import { AlertBanner } from "../../../ui/alert-banner.tsx";
import { Button } from "../../../ui/button.tsx";
import { AnimalIcon, CrashIcon, FireIcon, QuestionIcon, TheftIcon, WindshieldIcon } from "../../../ui/icons.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { TileGrid } from "../../../ui/tile-grid.tsx";
import { errorKey } from "../../../api/error-key.ts";
import { loadClaim, saveIncident } from "../api/claims-api.ts";
import { storedClaimId } from "../stored-claim-id.ts";
import { useClaim, useClaimFlow } from "../store.ts";
import { useNextStep } from "../use-next-step.ts";

const ICONS: Record<ClaimIncidentTile, ReactNode> = {
  WINDSHIELD_DAMAGE: <WindshieldIcon size={40} />,
  TRAFFIC_ACCIDENT: <CrashIcon size={40} />,
  HIT_WILD_ANIMAL: <AnimalIcon size={40} />,
  THEFT: <TheftIcon size={40} />,
  VANDALISM_OR_FIRE: <FireIcon size={40} />,
  OTHER: <QuestionIcon size={40} />,
};

/** /claims/incidents: the six incident tiles; choosing one saves it and goes on. */
export default function IncidentsStep() {
  const { t } = useTranslation(["claims", "common"]);
  const navigate = useNavigate();
  const claim = useClaim();
  const next = useNextStep("incidents");
  const [invalidClaim, setInvalidClaim] = useState(false);
  const form = useStepForm<ClaimIncidentType | null, ClaimIncidentType>({
    initial: () => claim.incidentType,
    target: storedClaimId,
    onNoTarget: () => setInvalidClaim(true),
    save: async (claimId, type) => {
      await saveIncident(claimId, type);
      // Theft resets the damage area and damage photos on the server (docs/decisions/0004-theft-resets-damage-area-and-photos.md):
      // reload so the later steps show what the claim really holds now.
      if (type === "THEFT") useClaimFlow.getState().setClaim(await loadClaim(claimId));
      else useClaimFlow.getState().patch({ incidentType: type });
    },
    onSaved: next,
    onFailed: (error) => console.error("incident save failed", error),
  });
  // While a tile is being saved it shows as chosen; otherwise what the claim holds.
  const shown = form.saving ? form.values : claim.incidentType;

  return (
    <IncidentsScreen
      shown={shown}
      disabled={form.saving}
      onSelect={form.submitWith}
      banner={
        form.failure && <AlertBanner onDismiss={form.clearFailure}>{t(errorKey(form.failure.error))}</AlertBanner>
      }
    >
      <Modal
        open={invalidClaim}
        title={t("claims:incidents.invalidClaim")}
        onClose={() => navigate("/", { replace: true })}
        footer={
          <Button block onClick={() => navigate("/", { replace: true })}>
            {t("common:actions.close")}
          </Button>
        }
      >
        <p>{t("claims:incidents.invalidClaimHint")}</p>
      </Modal>
    </IncidentsScreen>
  );
}

/**
 * The step's screen for a given choice. Also rendered at build time, with nothing chosen, into the page the
 * server answers for a fresh claim link (app/first-paint), so it depends on nothing but its props.
 */
export function IncidentsScreen({
  shown,
  disabled,
  onSelect,
  banner,
  children,
}: {
  shown: ClaimIncidentType | null;
  disabled: boolean;
  onSelect: (type: ClaimIncidentType) => void;
  banner?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation(["claims", "common"]);
  return (
    <section aria-labelledby="claim-incidents-title">
      <h1 id="claim-incidents-title">{t("claims:incidents.title")}</h1>
      {banner}
      <TileGrid
        label={t("claims:incidents.title")}
        disabled={disabled}
        tiles={CLAIM_INCIDENT_TILES.map((type) => ({
          id: type,
          label: t(`claims:incidents.types.${type}`),
          icon: ICONS[type],
          selected: shown === type,
          onSelect: () => onSelect(type),
        }))}
      />
      {children}
    </section>
  );
}
