import { useEffect } from "react";
import * as L from "leaflet";
import { useTranslation } from "react-i18next";
import "leaflet/dist/leaflet.css";
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from "../../ui/leaflet/react-leaflet.ts";
import { BLANK_TILE, tileSource } from "../../ui/leaflet/tile-source.ts";
import styles from "./fleet.module.css";
import { TranslatedAttribution } from "../../ui/leaflet/translated-attribution.tsx";

export type Point = { latitude: number; longitude: number };

const TALLINN: Point = { latitude: 59.437, longitude: 24.7536 };
const pin = L.divIcon({ className: styles.workshopPin, iconSize: [22, 22], iconAnchor: [11, 11] });

/** A click on the map is the workshop's location. */
function PickOnClick({ onPick }: { onPick: (point: Point) => void }) {
  useMapEvents({ click: (event) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

/** Follows a location chosen elsewhere (the address search), so the pin stays in view. */
function FollowPoint({ point }: { point: Point | null }) {
  const map = useMap();
  useEffect(() => {
    if (point && !map.getBounds().contains([point.latitude, point.longitude]))
      map.setView([point.latitude, point.longitude], Math.max(map.getZoom(), 12));
  }, [map, point]);
  return null;
}

/** The workshop form's map: the pin where the workshop is; clicking elsewhere moves it there. */
export default function LocationMap({ point, onPick }: { point: Point | null; onPick: (point: Point) => void }) {
  const { t } = useTranslation("console-fleet");
  const center = point ?? TALLINN;
  return (
    <div className={styles.pickerFrame}>
      <MapContainer
        center={[center.latitude, center.longitude]}
        zoom={point ? 13 : 9}
        className={styles.pickerMap}
        zoomControl={false}
      >
        <ZoomControl position="topleft" zoomInTitle={t("map.zoomIn")} zoomOutTitle={t("map.zoomOut")} />
        <TileLayer url={tileSource.url} errorTileUrl={BLANK_TILE} />
        <TranslatedAttribution />
        <PickOnClick onPick={onPick} />
        <FollowPoint point={point} />
        {point && (
          <Marker position={[point.latitude, point.longitude]} icon={pin} title={t("form.pin")} alt={t("form.pin")} />
        )}
      </MapContainer>
    </div>
  );
}
