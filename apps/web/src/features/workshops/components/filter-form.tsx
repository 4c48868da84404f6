import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CLAIM_INCIDENT_TYPES, type ClaimIncidentType } from "@hitch/contract/common/enum-values";
import { Button } from "../../../ui/button.tsx";
import { TextField } from "../../../ui/text-field.tsx";
import fieldStyles from "../../../ui/field.module.css";
import { INCIDENT_TEXT } from "../incident-text.ts";
import styles from "../picker-page.module.css";

export interface FilterValues {
  incidentType: ClaimIncidentType | null;
  vehicleMark: string;
  vehicleYear: number | null;
}

/** The filters the provider passed, editable: incident type and make are needed, the year narrows. */
export function FilterForm({ initial, onApply }: { initial: FilterValues; onApply: (values: FilterValues) => void }) {
  const { t } = useTranslation("workshops");
  const incidentId = useId();
  const [incidentType, setIncidentType] = useState<string>(initial.incidentType ?? "");
  const [vehicleMark, setVehicleMark] = useState(initial.vehicleMark);
  const [vehicleYear, setVehicleYear] = useState(initial.vehicleYear ? String(initial.vehicleYear) : "");

  function apply(event: FormEvent) {
    event.preventDefault();
    const year = /^\d{4}$/.test(vehicleYear.trim()) ? Number(vehicleYear.trim()) : null;
    onApply({
      incidentType: (incidentType || null) as ClaimIncidentType | null,
      vehicleMark: vehicleMark.trim(),
      vehicleYear: year,
    });
  }

  return (
    <form
      className={styles.filters}
      onSubmit={apply}
      aria-label={t("workshops:filters.label")}
      data-testid="workshop-filters"
    >
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={incidentId}>
          {t("workshops:filters.incidentType")}
        </label>
        <select
          id={incidentId}
          name="incidentType"
          className={fieldStyles.input}
          value={incidentType}
          onChange={(e) => setIncidentType(e.target.value)}
        >
          <option value="">{t("workshops:filters.chooseIncident")}</option>
          {CLAIM_INCIDENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(INCIDENT_TEXT[type])}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterRow}>
        <TextField
          label={t("workshops:filters.vehicleMark")}
          name="vehicleMark"
          value={vehicleMark}
          maxLength={100}
          onChange={(e) => setVehicleMark(e.target.value)}
        />
        <TextField
          label={t("workshops:filters.vehicleYear")}
          name="vehicleYear"
          inputMode="numeric"
          maxLength={4}
          value={vehicleYear}
          onChange={(e) => setVehicleYear(e.target.value.replace(/\D/g, ""))}
        />
      </div>
      <Button type="submit" variant="secondary" block>
        {t("workshops:filters.apply")}
      </Button>
    </form>
  );
}
