import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useClaimSession } from "../../../app/claim-session.ts";
import { reportError } from "../../../app/error-tracking.ts";
import { AlertBanner } from "../../../ui/alert-banner.tsx";
import { Button } from "../../../ui/button.tsx";
import { createParties, deleteParty, loadParties, saveOtherPartiesFlags, updateParty } from "../api/claims-api.ts";
import { PartyCard } from "../components/party-card.tsx";
import {
  blankParty,
  createBody,
  creationOrder,
  edited,
  fromServer,
  updateBody,
  validated,
  type LocalParty,
} from "../components/party-model.ts";
import { YesNo } from "../components/yes-no.tsx";
import { useClaim, useClaimFlow } from "../store.ts";
import { useNextStep } from "../use-next-step.ts";
import styles from "./other-parties-step.module.css";
import { ClaimNextButton } from "../components/next-button.tsx";

/** Both yes with no stored party comes back as yes / no. */
function initialFlags(involved: boolean | null, info: boolean | null, partyCount: number) {
  if (involved === true && info === true && partyCount === 0) return { involved: true, info: false };
  return { involved, info: involved === true ? info : null };
}

/** /claims/other-parties: were others involved, is their information at hand, and the parties. */
export default function OtherPartiesStep() {
  const { t } = useTranslation(["claims", "common"]);
  const claimId = useClaimSession((s) => s.claimId)!;
  const claim = useClaim();
  const next = useNextStep("other-parties");
  const start = initialFlags(claim.otherPartiesInvolved, claim.otherPartiesInfo, claim.otherParties.length);
  const [involved, setInvolved] = useState<boolean | null>(start.involved);
  const [info, setInfo] = useState<boolean | null>(start.info);
  const [initialParties] = useState<LocalParty[]>(() => claim.otherParties.map(fromServer));
  const [parties, setParties] = useState<LocalParty[]>(initialParties);
  const [errors, setErrors] = useState<{ involved?: string; info?: string }>({});
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // The claim already carries the parties; this refreshes them, but only while the user has not touched the list:
    // a refresh landing after a tap would collapse the card just opened and drop what was typed. Failure is only logged.
    loadParties(claimId).then(
      (list) => setParties((current) => (current === initialParties ? list.map(fromServer) : current)),
      (error: unknown) => console.error("parties load failed", error),
    );
  }, [claimId, initialParties]);

  function answerInvolved(value: boolean) {
    setInvolved(value);
    setErrors({});
    // No hides the list and clears the info answer; yes asks the info question.
    if (!value) setInfo(null);
  }

  function answerInfo(value: boolean) {
    setInfo(value);
    setErrors((e) => ({ ...e, info: undefined }));
    if (value && parties.length === 0) setParties([blankParty([])]);
  }

  const change = (party: LocalParty) => setParties((list) => list.map((p) => (p.id === party.id ? edited(party) : p)));

  function remove(party: LocalParty) {
    setParties((list) => list.filter((p) => p.id !== party.id));
    // A failed delete is only logged: the card is gone for the user either way.
    if (party.saved)
      deleteParty(claimId, party.id).catch((error: unknown) => console.error("party delete failed", error));
  }

  async function submit() {
    if (involved === null) return setErrors({ involved: "claims:validation.requiredField" });
    if (involved && info === null) return setErrors({ info: "claims:validation.requiredField" });
    const showList = involved && info === true;
    let checked = parties;
    if (showList) {
      checked = parties.map(validated);
      setParties(checked);
      const invalid = checked.some((p) => Object.keys(p.errors).length > 0);
      setMissing(invalid);
      if (invalid) return;
    }
    setSaving(true);
    setFailed(false);
    try {
      await saveOtherPartiesFlags(claimId, {
        otherPartiesInvolved: involved,
        otherPartiesInfo: involved ? info : null,
      });
    } catch (error) {
      reportError({ step: "other-parties", action: "save flags", error, context: { claimId } });
      // A failed flag update resets both flags to false.
      setInvolved(false);
      setInfo(false);
      setSaving(false);
      return setFailed(true);
    }
    useClaimFlow.getState().patch({ otherPartiesInvolved: involved, otherPartiesInfo: involved ? info : null });
    if (!showList) return next();
    try {
      const fresh = creationOrder(checked.filter((p) => !p.saved));
      const created = fresh.length > 0 ? await createParties(claimId, createBody(fresh)) : [];
      const ids = new Map(fresh.map((p, i) => [p.id, created[i]?.id]));
      for (const party of checked.filter((p) => p.saved)) await updateParty(claimId, updateBody(party));
      const stored = await loadParties(claimId);
      setParties(checked.map((p) => ({ ...p, saved: true, id: ids.get(p.id) ?? p.id })));
      useClaimFlow.getState().patch({ otherParties: stored });
    } catch (error) {
      reportError({ step: "other-parties", action: "save parties", error, context: { claimId } });
      setSaving(false);
      return setFailed(true);
    }
    next();
  }

  const showList = involved === true && info === true;
  return (
    <section aria-labelledby="claim-parties-title">
      <h1 id="claim-parties-title">{t("claims:parties.title")}</h1>
      <YesNo
        question={t("claims:parties.involvedQuestion")}
        name="otherPartiesInvolved"
        value={involved}
        onChange={answerInvolved}
        error={errors.involved ? t(errors.involved) : null}
      />
      {involved === true && (
        <YesNo
          question={t("claims:parties.infoQuestion")}
          name="otherPartiesInfo"
          value={info}
          onChange={answerInfo}
          error={errors.info ? t(errors.info) : null}
        />
      )}
      {showList && (
        <>
          {missing && parties.some((p) => Object.keys(p.errors).length > 0) && (
            <AlertBanner>{t("claims:validation.missingFields")}</AlertBanner>
          )}
          <ul className={styles.list} aria-label={t("claims:parties.listLabel")}>
            {parties.map((party, index) => (
              <PartyCard
                key={party.id}
                party={party}
                number={index + 1}
                onChange={change}
                onDelete={parties.length > 1 ? () => remove(party) : undefined}
              />
            ))}
          </ul>
          <Button
            variant="secondary"
            block
            className={styles.add}
            onClick={() => setParties((list) => [...list, blankParty(list)])}
          >
            {t("claims:parties.addAnother")}
          </Button>
        </>
      )}
      {failed && <AlertBanner onDismiss={() => setFailed(false)}>{t("common:errors.tryAgain")}</AlertBanner>}
      <ClaimNextButton saving={saving} onClick={() => void submit()} />
    </section>
  );
}
