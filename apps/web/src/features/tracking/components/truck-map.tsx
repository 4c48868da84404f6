import { useEffect, useRef } from "react";
import * as L from "leaflet";
import "leaflet/dist/leaflet.css";
import styles from "../tracking.module.css";

type Point = { latitude: number; longitude: number };

interface TruckMapProps {
  truck: Point | null;
  customer: Point | null;
  label: string;
  truckLabel: string;
  customerLabel: string;
}

// Configurable for a provider's own tile server; without network the markers still show on a plain map.
const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL || "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

const pin = (className: string, svg: string, title: string) =>
  L.divIcon({
    className,
    html: `<span title="${title.replace(/"/g, "&quot;")}">${svg}</span>`,
    iconSize: [36, 36],
    iconAnchor: [18, 34],
  });

const TRUCK_SVG =
  '<svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M2 16V9h7l2 4h5V7l5 5v4"/><path d="M2 16h20"/><circle cx="6" cy="17.5" r="2"/><circle cx="17" cy="17.5" r="2"/></svg>';
const PERSON_SVG =
  '<svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true"><circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8z"/></svg>';

/** A small, non-interactive map with the tow truck and the customer, kept in view as the truck moves. */
export default function TruckMap({ truck, customer, label, truckLabel, customerLabel }: TruckMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const truckMarker = useRef<L.Marker | null>(null);
  const customerMarker = useRef<L.Marker | null>(null);

  useEffect(() => {
    if (!box.current) return;
    const instance = L.map(box.current, {
      zoomControl: false,
      dragging: true,
      scrollWheelZoom: false,
      keyboard: false,
      attributionControl: true,
    });
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 18 }).addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      truckMarker.current = null;
      customerMarker.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    // The truck is drawn above the customer's pin: when it is close or there, it is the one to see.
    truckMarker.current = place(
      instance,
      truckMarker.current,
      truck,
      pin(styles.truckPin, TRUCK_SVG, truckLabel),
      TRUCK_ABOVE,
    );
    customerMarker.current = place(
      instance,
      customerMarker.current,
      customer,
      pin(styles.customerPin, PERSON_SVG, customerLabel),
    );
    const points = [truck, customer]
      .filter((p): p is Point => p !== null)
      .map((p) => L.latLng(p.latitude, p.longitude));
    if (points.length === 1) instance.setView(points[0], 14);
    else if (points.length > 1) instance.fitBounds(L.latLngBounds(points), { padding: [36, 36], maxZoom: 16 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- every status poll brings new point objects; only moved coordinates re-frame the map
  }, [truck?.latitude, truck?.longitude, customer?.latitude, customer?.longitude, truckLabel, customerLabel]);

  return (
    <div className={styles.mapBox} role="region" aria-label={label}>
      <div
        ref={box}
        className={styles.map}
        data-testid="truck-map"
        data-truck={truck ? `${truck.latitude},${truck.longitude}` : ""}
      />
    </div>
  );
}

// Leaflet stacks markers by latitude (the southern one on top); this offset outweighs any latitude on the map.
const TRUCK_ABOVE = 10_000;

function place(map: L.Map, marker: L.Marker | null, at: Point | null, icon: L.DivIcon, zIndexOffset = 0) {
  if (!at) {
    marker?.remove();
    return null;
  }
  const position = L.latLng(at.latitude, at.longitude);
  if (marker) return marker.setLatLng(position).setIcon(icon);
  return L.marker(position, { icon, keyboard: false, interactive: false, zIndexOffset }).addTo(map);
}
