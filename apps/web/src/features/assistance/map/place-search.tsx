import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Place } from "@hitch/contract/geo/place";
import { failureKey } from "../../../api/error-key.ts";
import { searchPlaces } from "../api/assistance-api.ts";
import type { LatLng } from "./location-map.tsx";
import styles from "./map-page.module.css";

type Results = { state: "idle" } | { state: "done"; places: Place[] } | { state: "failed"; error: unknown };

/**
 * The search box: places matching the typed text, those in the service's country and its neighbours first (the
 * server's rule), nearest to the pin first.
 */
export function PlaceSearch({ near, onChoose }: { near: LatLng; onChoose: (place: Place) => void }) {
  const { t } = useTranslation("assistance");
  const id = useId();
  const [text, setText] = useState("");
  const [results, setResults] = useState<Results>({ state: "idle" });

  useEffect(() => {
    const query = text.trim();
    if (query.length < 2) return setResults({ state: "idle" });
    const controller = new AbortController();
    // Wait for a pause in typing so each keystroke does not cost a call.
    const timer = setTimeout(() => {
      searchPlaces(query, near.latitude, near.longitude, controller.signal).then(
        (answer) => setResults({ state: "done", places: answer.places }),
        (error: unknown) => {
          if (!controller.signal.aborted) setResults({ state: "failed", error });
        },
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the pin only orders results; moving it must not search again
  }, [text]);

  function choose(place: Place) {
    setText(place.name);
    setResults({ state: "idle" });
    onChoose(place);
  }

  return (
    <div className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {t("assistance:map.searchLabel")}
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder={t("assistance:map.searchPlaceholder")}
        value={text}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        aria-describedby={`${id}-status`}
      />
      <div id={`${id}-status`} aria-live="polite">
        {results.state === "failed" && (
          <p className={styles.searchMessage}>{t(failureKey(results.error, "assistance:map.searchFailed"))}</p>
        )}
        {results.state === "done" && results.places.length === 0 && (
          <p className={styles.searchMessage}>{t("assistance:map.noResults")}</p>
        )}
      </div>
      {results.state === "done" && results.places.length > 0 && (
        <ul className={styles.suggestions} aria-label={t("assistance:map.suggestions")}>
          {results.places.map((place) => (
            <li key={`${place.name}:${place.latitude}:${place.longitude}`}>
              <button type="button" className={styles.suggestion} onClick={() => choose(place)}>
                <span className={styles.suggestionName}>{place.name}</span>
                {place.country && <span className={styles.suggestionCountry}>{place.country}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
