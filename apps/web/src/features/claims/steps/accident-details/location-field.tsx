import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { mapCenterFor } from "@hitch/contract/common/map-center";
import type { Place } from "@hitch/contract/geo/place";
import fieldStyles from "../../../../ui/field.module.css";
import { searchPlaces } from "../../api/claim-completion-api.ts";
import { useClaim } from "../../store.ts";
import styles from "./accident-details-step.module.css";

type Point = { latitude: number; longitude: number };
type Results = { state: "idle" } | { state: "done"; places: Place[] } | { state: "failed" };

/** How a suggestion reads: the provider's address line, else 'Name, CC'. */
export const placeText = (place: Place) =>
  place.label ?? (place.country ? `${place.name}, ${place.country}` : place.name);

interface LocationFieldProps {
  address: string;
  location: Point | null;
  onChange: (address: string, location: Point | null) => void;
  error: string | null;
}

/**
 * Where it happened: free text with place suggestions. Typing drops a chosen point (the text is
 * then stored with 0, 0); choosing a suggestion keeps its point.
 */
export function LocationField({ address, location, onChange, error }: LocationFieldProps) {
  const { t } = useTranslation("claims");
  const id = useId();
  const [results, setResults] = useState<Results>({ state: "idle" });
  const [typed, setTyped] = useState(false);
  // Without a picked place the suggestions lean to the service's capital, not always Tallinn.
  const serviceCountry = useClaim().serviceCountryCode;

  useEffect(() => {
    const query = address.trim();
    if (!typed || query.length < 2) return setResults({ state: "idle" });
    const controller = new AbortController();
    // Wait for a pause in typing so each keystroke does not cost a call.
    const timer = setTimeout(() => {
      searchPlaces(query.slice(0, 100), location ?? mapCenterFor(serviceCountry), controller.signal).then(
        (answer) => setResults({ state: "done", places: answer.places }),
        () => !controller.signal.aborted && setResults({ state: "failed" }),
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the pinned location only orders results; moving it must not search again
  }, [address, typed]);

  function choose(place: Place) {
    setTyped(false);
    setResults({ state: "idle" });
    onChange(placeText(place), { latitude: place.latitude, longitude: place.longitude });
  }

  const described = [`${id}-status`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {t("claims:accident.location")}
      </label>
      <input
        id={id}
        name="accidentAddress"
        className={fieldStyles.input}
        autoComplete="off"
        placeholder={t("claims:accident.locationPlaceholder")}
        value={address}
        maxLength={300}
        onChange={(e) => {
          setTyped(true);
          onChange(e.target.value, null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <div id={`${id}-status`} aria-live="polite">
        {results.state === "failed" && <p className={fieldStyles.hint}>{t("claims:accident.suggestionsFailed")}</p>}
        {results.state === "done" && results.places.length === 0 && (
          <p className={fieldStyles.hint}>{t("claims:accident.noSuggestions")}</p>
        )}
        {location && results.state === "idle" && <p className={styles.chosen}>{t("claims:accident.placeChosen")}</p>}
      </div>
      {results.state === "done" && results.places.length > 0 && (
        <ul
          className={styles.suggestions}
          aria-label={t("claims:accident.suggestions")}
          data-testid="place-suggestions"
        >
          {results.places.map((place) => (
            <li key={`${place.name}:${place.latitude}:${place.longitude}`}>
              <button type="button" className={styles.suggestion} onClick={() => choose(place)}>
                {placeText(place)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
