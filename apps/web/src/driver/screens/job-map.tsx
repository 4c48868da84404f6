import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import * as L from "leaflet";
import "leaflet/dist/leaflet.css";
import { mapAttribution, showAttribution } from "../../ui/leaflet/map-attribution.ts";
import { BLANK_TILE, tileSource, tilesOff } from "../../ui/leaflet/tile-source.ts";
import styles from "../driver.module.css";

type Point = { latitude: number; longitude: number };

const dot = (className: string) => L.divIcon({ className, iconSize: [22, 22], iconAnchor: [11, 11] });

/** The pickup (and the truck, once the phone knows where it is) on a map; without tiles the pins still show. */
export default function JobMap({ pickup, truck, label }: { pickup: Point; truck: Point | null; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const truckMarker = useRef<L.Marker | null>(null);
  // The same tiles and credits as the customer's maps: VITE_MAP_TILE_URL (none: no tiles) and VITE_MAP_ATTRIBUTION.
  const { t } = useTranslation("common");
  const { prefix, attribution } = mapAttribution(t, { shown: !tilesOff, custom: tileSource.attribution });

  useEffect(() => {
    if (!box.current) return;
    const instance = L.map(box.current, { zoomControl: false, scrollWheelZoom: false, keyboard: false });
    if (!tilesOff) L.tileLayer(tileSource.url, { maxZoom: 18, errorTileUrl: BLANK_TILE }).addTo(instance);
    L.marker([pickup.latitude, pickup.longitude], { icon: dot(styles.pickupPin), keyboard: false }).addTo(instance);
    instance.setView([pickup.latitude, pickup.longitude], 14);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      truckMarker.current = null;
    };
  }, [pickup.latitude, pickup.longitude]);

  // Declared after the map's effect, so it runs after the map is made (again, for a new pickup).
  useEffect(() => {
    const control = map.current?.attributionControl;
    if (!control) return;
    return showAttribution(control, { prefix, attribution });
  }, [prefix, attribution, pickup.latitude, pickup.longitude]);

  useEffect(() => {
    const instance = map.current;
    if (!instance || !truck) return;
    const at: L.LatLngExpression = [truck.latitude, truck.longitude];
    if (truckMarker.current) truckMarker.current.setLatLng(at);
    else truckMarker.current = L.marker(at, { icon: dot(styles.truckPin), keyboard: false }).addTo(instance);
    instance.fitBounds(L.latLngBounds([at, [pickup.latitude, pickup.longitude]]).pad(0.3), { maxZoom: 15 });
  }, [truck, pickup.latitude, pickup.longitude]);

  return <div ref={box} className={styles.map} role="region" aria-label={label} />;
}
