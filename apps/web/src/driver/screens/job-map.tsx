import { useEffect, useRef } from "react";
import * as L from "leaflet";
import "leaflet/dist/leaflet.css";
import styles from "../driver.module.css";

type Point = { latitude: number; longitude: number };

const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL || "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
const dot = (className: string) => L.divIcon({ className, iconSize: [22, 22], iconAnchor: [11, 11] });

/** The pickup (and the truck, once the phone knows where it is) on a map; without tiles the pins still show. */
export default function JobMap({ pickup, truck, label }: { pickup: Point; truck: Point | null; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const truckMarker = useRef<L.Marker | null>(null);

  useEffect(() => {
    if (!box.current) return;
    const instance = L.map(box.current, { zoomControl: false, scrollWheelZoom: false, keyboard: false });
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 18 }).addTo(instance);
    L.marker([pickup.latitude, pickup.longitude], { icon: dot(styles.pickupPin), keyboard: false }).addTo(instance);
    instance.setView([pickup.latitude, pickup.longitude], 14);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      truckMarker.current = null;
    };
  }, [pickup.latitude, pickup.longitude]);

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
