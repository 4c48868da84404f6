import { Suspense, useId, useState } from "react";
import { lazyWithRetry } from "../../ui/lazy-with-retry.ts";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { CLAIM_INCIDENT_TYPES } from "@hitch/contract/common/enum-values";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import {
  consoleWorkshopFormSchema,
  type ConsoleWorkshop,
  type ConsoleWorkshopForm,
} from "@hitch/contract/console/workshops";
import { BareSpinner } from "../../ui/spinner.tsx";
import { errorKeyOf } from "../api.ts";
import { AddressSearch } from "./address-search.tsx";
import { FleetField, validationKey } from "./fleet-field.tsx";
import type { Point } from "./location-map.tsx";
import { useSaveWorkshop } from "./use-workshops.ts";
import consoleStyles from "../console.module.css";
import styles from "./fleet.module.css";

// Leaflet loads with the form, after the list.
const LocationMap = lazyWithRetry(() => import("./location-map.tsx"));
const TALLINN: Point = { latitude: 59.437, longitude: 24.7536 };

const marksOf = (text: string) => [
  ...new Set(
    text
      .split(/[,;]/)
      .map((m) => m.trim())
      .filter(Boolean),
  ),
];
const yearOf = (value: unknown) => (value === "" || value === null ? null : Number(value));

function defaultsOf(workshop: ConsoleWorkshop | null, serviceId: number | undefined): Partial<ConsoleWorkshopForm> {
  if (!workshop) return { serviceId, incidentTypes: [], vehicleMarks: [], minYear: null, maxYear: null };
  const { id: _i, serviceName: _s, distanceMeters: _d, ...fields } = workshop;
  return fields;
}

interface WorkshopFormProps {
  /** The workshop to change, or null for a new one. */
  workshop: ConsoleWorkshop | null;
  services: ConsoleMe["services"];
  onDone: (saved: ConsoleWorkshop | null) => void;
}

/** Add or change a workshop: its details, what it repairs, and where it is (a click on the map or an address found). */
export function WorkshopForm({ workshop, services, onDone }: WorkshopFormProps) {
  const { t } = useTranslation("console-fleet");
  const id = useId();
  const writable = services.filter((s) => s.role !== "VIEWER");
  const form = useForm<ConsoleWorkshopForm>({
    resolver: zodResolver(consoleWorkshopFormSchema),
    defaultValues: defaultsOf(workshop, writable[0]?.id),
  });
  const [marksText, setMarksText] = useState(workshop?.vehicleMarks.join(", ") ?? "");
  const save = useSaveWorkshop(workshop?.id ?? null);
  const errors = form.formState.errors;
  const [latitude, longitude] = form.watch(["latitude", "longitude"]);
  const point = typeof latitude === "number" && typeof longitude === "number" ? { latitude, longitude } : null;

  const place = (at: Point) => {
    form.setValue("latitude", at.latitude, { shouldValidate: form.formState.isSubmitted });
    form.setValue("longitude", at.longitude, { shouldValidate: form.formState.isSubmitted });
  };
  // A refused save stays on the form with its message (save.isError).
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: (saved) => onDone(saved) }));

  return (
    <form onSubmit={submit} noValidate className={`${consoleStyles.card} ${styles.formGrid}`}>
      <h2 className={styles.full}>{workshop ? t("form.editTitle", { name: workshop.name }) : t("form.addTitle")}</h2>
      {workshop ? (
        <p className={`${consoleStyles.muted} ${styles.full}`}>
          {t("form.ofService", { service: workshop.serviceName })}
        </p>
      ) : (
        <div className={`${styles.field} ${styles.full}`}>
          <label htmlFor={`${id}-service`}>{t("service")}</label>
          <select id={`${id}-service`} {...form.register("serviceId", { valueAsNumber: true })}>
            {writable.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <FleetField label={t("form.name")} error={errors.name?.message} {...form.register("name")} />
      <FleetField label={t("form.phone")} inputMode="tel" error={errors.phone?.message} {...form.register("phone")} />
      <div className={styles.full}>
        <FleetField label={t("form.address")} error={errors.address?.message} {...form.register("address")} />
      </div>
      <AddressSearch
        near={point ?? TALLINN}
        onChoose={(found) => {
          place(found);
          if (!form.getValues("address"))
            form.setValue("address", found.label ?? found.name, { shouldValidate: form.formState.isSubmitted });
        }}
      />
      <div className={styles.full}>
        <p id={`${id}-location`} className={consoleStyles.muted}>
          {point
            ? t("form.locationAt", { latitude: point.latitude.toFixed(5), longitude: point.longitude.toFixed(5) })
            : t("form.locationHint")}
        </p>
        {(errors.latitude || errors.longitude) && (
          <p role="alert" className={styles.fieldError}>
            {t(`validation.${validationKey(errors.latitude?.message ?? errors.longitude?.message)}`)}
          </p>
        )}
        <Suspense fallback={<BareSpinner />}>
          <LocationMap point={point} onPick={place} />
        </Suspense>
      </div>
      <fieldset className={`${styles.incidents} ${styles.full}`} aria-describedby={`${id}-incidents-error`}>
        <legend>{t("form.incidentTypes")}</legend>
        {CLAIM_INCIDENT_TYPES.map((type) => (
          <label key={type}>
            <input type="checkbox" value={type} {...form.register("incidentTypes")} /> {t(`incidents.${type}`)}
          </label>
        ))}
        {errors.incidentTypes && (
          <p id={`${id}-incidents-error`} className={styles.fieldError}>
            {t(`validation.${validationKey(errors.incidentTypes.message)}`)}
          </p>
        )}
      </fieldset>
      <div className={styles.full}>
        <FleetField
          label={t("form.makes")}
          value={marksText}
          onChange={(e) => {
            setMarksText(e.target.value);
            form.setValue("vehicleMarks", marksOf(e.target.value));
          }}
          error={errors.vehicleMarks?.message}
        />
        <p className={consoleStyles.muted}>{t("form.makesHint")}</p>
      </div>
      <FleetField
        label={t("form.minYear")}
        inputMode="numeric"
        error={errors.minYear?.message}
        {...form.register("minYear", { setValueAs: yearOf })}
      />
      <FleetField
        label={t("form.maxYear")}
        inputMode="numeric"
        error={errors.maxYear?.message}
        {...form.register("maxYear", { setValueAs: yearOf })}
      />
      <div className={`${styles.field} ${styles.full}`}>
        <label htmlFor={`${id}-description`}>{t("form.description")}</label>
        <textarea id={`${id}-description`} rows={3} {...form.register("description")} />
      </div>
      {save.isError && (
        <p role="alert" className={`${consoleStyles.alert} ${styles.full}`}>
          {t(`console:errors.${errorKeyOf(save.error)}`)}
        </p>
      )}
      <div className={`${styles.rowActions} ${styles.full}`}>
        <button type="submit" className={consoleStyles.primary} disabled={save.isPending}>
          {t("form.save")}
        </button>
        <button type="button" className={consoleStyles.secondary} onClick={() => onDone(null)}>
          {t("form.cancel")}
        </button>
      </div>
    </form>
  );
}
