import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { cleanPlate, plateSchema } from "@hitch/contract/common/plate";
import { errorKeyOf } from "../api.ts";
import { FleetField } from "./fleet-field.tsx";
import { useVehicle } from "./use-vehicles.ts";
import consoleStyles from "../console.module.css";
import styles from "./fleet.module.css";

/** Search by plate: the vehicle as the registry knows it and whether (and when) the service insures it. */
export function PlateSearch({ serviceId }: { serviceId: number }) {
  const { t, i18n } = useTranslation("console-fleet");
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [plate, setPlate] = useState<string | null>(null);
  const vehicle = useVehicle(serviceId, plate);
  const v = vehicle.data;
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString(i18n.language, { timeZone: "UTC" });
  const notFound = vehicle.isError && errorKeyOf(vehicle.error) === "notFound";

  return (
    <section className={consoleStyles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("search.title")}</h2>
      <form
        role="search"
        className={styles.searchRow}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = plateSchema.safeParse(text);
          setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
          if (parsed.success) setPlate(parsed.data);
        }}
      >
        <FleetField
          label={t("search.plate")}
          value={text}
          autoCapitalize="characters"
          error={error}
          onChange={(e) => setText(cleanPlate(e.target.value))}
        />
        <button type="submit" className={consoleStyles.primary}>
          {t("search.submit")}
        </button>
      </form>
      <div aria-live="polite">
        {notFound && <p>{t("search.notFound", { plate })}</p>}
        {vehicle.isError && !notFound && (
          <p role="alert" className={consoleStyles.alert}>
            {t(`console:errors.${errorKeyOf(vehicle.error)}`)}
          </p>
        )}
        {v && (
          <article aria-label={v.licensePlate} className={styles.result}>
            <h3>
              {v.licensePlate} · {[v.mark, v.model, v.year].filter(Boolean).join(" ")}
            </h3>
            <p className={v.insured ? styles.insured : styles.notInsured}>
              {v.insured ? t("search.insured") : t("search.notInsured")}
            </p>
            <dl className={styles.facts}>
              <dt>{t("columns.vinCode")}</dt>
              <dd>{v.vinCode ?? "–"}</dd>
              <dt>{t("columns.color")}</dt>
              <dd>{v.color ?? "–"}</dd>
              <dt>{t("columns.transmissionType")}</dt>
              <dd>{v.transmissionType ?? "–"}</dd>
              <dt>{t("columns.weightKg")}</dt>
              <dd>{v.weightKg ?? "–"}</dd>
            </dl>
            <h4>{t("search.policies")}</h4>
            {v.policies.length === 0 ? (
              <p className={consoleStyles.muted}>{t("search.noPolicies")}</p>
            ) : (
              <table className={consoleStyles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t("search.policyNumber")}</th>
                    <th scope="col">{t("search.validFrom")}</th>
                    <th scope="col">{t("search.validTo")}</th>
                    <th scope="col">{t("search.state")}</th>
                  </tr>
                </thead>
                <tbody>
                  {v.policies.map((p) => (
                    <tr key={`${p.validFrom}-${p.validTo}`}>
                      <td>{p.policyNumber ?? "–"}</td>
                      <td>{day(p.validFrom)}</td>
                      <td>{day(p.validTo)}</td>
                      <td>{p.current ? t("search.current") : t("search.notCurrent")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </article>
        )}
      </div>
    </section>
  );
}
