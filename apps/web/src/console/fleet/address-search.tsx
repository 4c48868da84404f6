import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { placesSearchResponseSchema, type PlacesSearchResponse } from "@hitch/contract/geo/places-search";
import { fleetApi } from "./fleet-api.ts";
import type { Point } from "./location-map.tsx";
import consoleStyles from "../console.module.css";
import styles from "./fleet.module.css";

type Place = PlacesSearchResponse["places"][number];

/** Finds a place by name through the server's geocoder (nearest to the map's point first); a choice sets the location. */
export function AddressSearch({ near, onChoose }: { near: Point; onChoose: (place: Place) => void }) {
  const { t } = useTranslation("console-fleet");
  const id = useId();
  const [text, setText] = useState("");
  const search = useMutation({
    mutationFn: (query: string) => {
      const params = new URLSearchParams({
        query,
        latitude: String(near.latitude),
        longitude: String(near.longitude),
        limit: "6",
      });
      return fleetApi(`/workshops/places?${params}`, placesSearchResponseSchema, { method: "GET" });
    },
  });
  const find = () => {
    if (text.trim()) search.mutate(text.trim());
  };

  return (
    <div className={styles.full}>
      <div className={styles.searchRow}>
        <div className={styles.field}>
          <label htmlFor={id}>{t("form.findPlace")}</label>
          <input
            id={id}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              // Enter searches instead of submitting the workshop form.
              if (e.key === "Enter") {
                e.preventDefault();
                find();
              }
            }}
          />
        </div>
        <button type="button" className={consoleStyles.secondary} onClick={find} disabled={search.isPending}>
          {t("form.find")}
        </button>
      </div>
      <div aria-live="polite">
        {search.isError && <p className={consoleStyles.alert}>{t("form.placesUnavailable")}</p>}
        {search.data?.places.length === 0 && <p className={consoleStyles.muted}>{t("form.noPlaces")}</p>}
        {search.data && search.data.places.length > 0 && (
          <ul className={styles.places} aria-label={t("form.places")}>
            {search.data.places.map((place) => (
              <li key={`${place.name}-${place.latitude}-${place.longitude}`}>
                <button
                  type="button"
                  onClick={() => {
                    onChoose(place);
                    search.reset();
                  }}
                >
                  {place.label ?? [place.name, place.country].filter(Boolean).join(", ")}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
