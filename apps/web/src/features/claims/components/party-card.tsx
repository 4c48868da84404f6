import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cleanPlate } from "@hitch/contract/common/plate";
import { Button } from "../../../ui/button.tsx";
import { TextAreaField, TextField } from "../../../ui/text-field.tsx";
import { partyTitle, type LocalParty } from "./party-model.ts";
import { PersonFields } from "./person-fields.tsx";
import styles from "./party-card.module.css";

interface PartyCardProps {
  party: LocalParty;
  number: number;
  onChange: (party: LocalParty) => void;
  onDelete?: () => void;
}

/** One other party: an expandable card with the type choice, the plate or description, and the person. */
export function PartyCard({ party, number, onChange, onDelete }: PartyCardProps) {
  const { t } = useTranslation("claims");
  const bodyId = useId();
  const hasErrors = Object.keys(party.errors).length > 0;
  const title = partyTitle(party) || t("claims:parties.partyNumber", { number });
  const error = (path: string) => (party.errors[path] ? t(party.errors[path]) : null);
  const set = (change: Partial<LocalParty>) => onChange({ ...party, ...change });
  const personErrors = {
    name: party.errors["person.fullName"],
    personalCode: party.errors["person.personalCode"],
    phone: party.errors["person.phone"],
    email: party.errors["person.email"],
  };
  return (
    <li className={styles.card} data-testid="party-card" data-invalid={hasErrors || undefined}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.header}
          aria-expanded={party.expanded}
          aria-controls={bodyId}
          onClick={() => set({ expanded: !party.expanded })}
        >
          <span className={styles.title} data-testid="party-title">
            {title}
          </span>
          {hasErrors && (
            <span className={styles.missing} data-testid="party-missing">
              {t("claims:parties.missingMark")}
            </span>
          )}
          <span className={styles.chevron} aria-hidden="true" data-open={party.expanded} />
        </button>
      </h2>
      <div id={bodyId} className={styles.body} hidden={!party.expanded}>
        <fieldset className={styles.types} aria-invalid={error("type") ? true : undefined}>
          <legend className={styles.legend}>{t("claims:parties.typeQuestion")}</legend>
          <div className={styles.typeOptions}>
            {(["vehicle", "object"] as const).map((type) => (
              <label key={type} className={styles.typeOption} data-checked={party.type === type}>
                <input
                  type="radio"
                  name={`party-${party.id}-type`}
                  value={type}
                  checked={party.type === type}
                  onChange={() => set({ type })}
                />
                {type === "vehicle" ? t("claims:parties.typeVehicle") : t("claims:parties.typeObject")}
              </label>
            ))}
          </div>
          {error("type") && <p className={styles.error}>{error("type")}</p>}
        </fieldset>
        {party.type === "vehicle" && (
          <TextField
            label={t("claims:parties.plate")}
            name={`party-${party.id}-licensePlate`}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={12}
            value={party.licensePlate}
            onChange={(e) => set({ licensePlate: cleanPlate(e.target.value) })}
            error={error("licensePlate")}
          />
        )}
        {party.type === "object" && (
          <TextAreaField
            label={t("claims:parties.description")}
            name={`party-${party.id}-description`}
            value={party.description}
            onChange={(e) => set({ description: e.target.value })}
            error={error("description")}
          />
        )}
        {party.type && (
          <PersonFields
            prefix={`party-${party.id}`}
            values={party.person}
            onChange={(person) => set({ person })}
            errors={personErrors}
          />
        )}
        {onDelete && (
          <Button variant="secondary" block onClick={onDelete}>
            {t("claims:parties.delete")}
          </Button>
        )}
      </div>
    </li>
  );
}
