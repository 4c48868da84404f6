import { useEffect, useState } from "react";
import { failureKey } from "../../../api/error-key.ts";
import { useTranslation } from "react-i18next";
import { useClaimSession } from "../../../app/claim-session.ts";
import { reportError } from "../../../app/error-tracking.ts";
import { type StepCheck, useStepForm } from "../../../app/use-step-form.ts";
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

/** What the step saves: both answers (info only when others were involved) and the parties. */
type Answers = { involved: boolean; info: boolean | null; parties: LocalParty[] };

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
  // A party's phone prefix starts on the service's country, as the notifier's does.
  const prefix = claim.contactDefaults.phonePrefix;
  const [initialParties] = useState<LocalParty[]>(() => claim.otherParties.map((p) => fromServer(p, prefix)));
  const [missing, setMissing] = useState(false);
  const form = useStepForm({
    // Half-filled cards survive a reload or a dropped tab until the step is saved.
    draft: { scope: "claim", step: "other-parties" },
    initial: () => ({
      ...initialFlags(claim.otherPartiesInvolved, claim.otherPartiesInfo, claim.otherParties.length),
      parties: initialParties,
    }),
    validate: ({ involved, info, parties }): StepCheck<Answers> => {
      if (involved === null) return { ok: false, errors: { involved: "claims:validation.requiredField" } };
      if (involved && info === null) return { ok: false, errors: { info: "claims:validation.requiredField" } };
      return { ok: true, data: { involved, info: involved ? info : null, parties } };
    },
    target: () => claimId,
    save: async (id, { involved, info, parties }) => {
      try {
        await saveOtherPartiesFlags(id, { otherPartiesInvolved: involved, otherPartiesInfo: info });
      } catch (error) {
        reportError({ step: "other-parties", action: "save flags", error, context: { claimId: id } });
        // A failed flag update resets both flags to false.
        form.update({ involved: false, info: false });
        throw error;
      }
      useClaimFlow.getState().patch({ otherPartiesInvolved: involved, otherPartiesInfo: info });
      if (!(involved && info === true)) return;
      try {
        const fresh = creationOrder(parties.filter((p) => !p.saved));
        const created = fresh.length > 0 ? await createParties(id, createBody(fresh)) : [];
        const ids = new Map(fresh.map((p, i) => [p.id, created[i]?.id]));
        for (const party of parties.filter((p) => p.saved)) await updateParty(id, updateBody(party));
        const stored = await loadParties(id);
        form.update({ parties: parties.map((p) => ({ ...p, saved: true, id: ids.get(p.id) ?? p.id })) });
        useClaimFlow.getState().patch({ otherParties: stored });
      } catch (error) {
        reportError({ step: "other-parties", action: "save parties", error, context: { claimId: id } });
        throw error;
      }
    },
    onSaved: next,
  });
  const { values, errors, setValues } = form;
  const { involved, info, parties } = values;
  const setParties = (change: (list: LocalParty[]) => LocalParty[]) =>
    setValues((v) => ({ ...v, parties: change(v.parties) }));

  useEffect(() => {
    // The claim already carries the parties; this refreshes them, but only while the user has not touched the list:
    // a refresh landing after a tap would collapse the card just opened and drop what was typed. Failure is only logged.
    loadParties(claimId).then(
      (list) =>
        setValues((v) =>
          v.parties === initialParties ? { ...v, parties: list.map((p) => fromServer(p, prefix)) } : v,
        ),
      (error: unknown) => console.error("parties load failed", error),
    );
  }, [claimId, initialParties, setValues, prefix]);

  function answerInvolved(value: boolean) {
    form.setErrors({});
    // No hides the list and clears the info answer; yes asks the info question.
    form.update(value ? { involved: value } : { involved: value, info: null });
  }

  function answerInfo(value: boolean) {
    form.setErrors(({ info: _answered, ...others }) => others);
    form.update({ info: value });
    if (value && parties.length === 0) setParties(() => [blankParty([], prefix)]);
  }

  const change = (party: LocalParty) => setParties((list) => list.map((p) => (p.id === party.id ? edited(party) : p)));

  function remove(party: LocalParty) {
    setParties((list) => list.filter((p) => p.id !== party.id));
    // A failed delete is only logged: the card is gone for the user either way.
    if (party.saved)
      deleteParty(claimId, party.id).catch((error: unknown) => console.error("party delete failed", error));
  }

  function submit() {
    if (involved !== true || info !== true) return form.submit();
    // The list is shown: every party is checked, and one with a missing field stops the save.
    const checked = parties.map(validated);
    const invalid = checked.some((p) => Object.keys(p.errors).length > 0);
    setMissing(invalid);
    if (invalid) return setParties(() => checked);
    form.submitWith({ ...values, parties: checked });
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
            onClick={() => setParties((list) => [...list, blankParty(list, prefix)])}
          >
            {t("claims:parties.addAnother")}
          </Button>
        </>
      )}
      {form.failure && (
        <AlertBanner onDismiss={form.clearFailure}>
          {t(failureKey(form.failure.error, "common:errors.tryAgain"))}
        </AlertBanner>
      )}
      <ClaimNextButton saving={form.saving} onClick={submit} />
    </section>
  );
}
