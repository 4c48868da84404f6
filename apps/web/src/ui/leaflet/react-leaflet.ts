// react-leaflet's components imported one file each: its index re-exports every layer type, which
// would pull parts of Leaflet that leaflet-lite.js deliberately leaves out.
export { MapContainer } from "react-leaflet/MapContainer";
export { Marker } from "react-leaflet/Marker";
export { TileLayer } from "react-leaflet/TileLayer";
export { ZoomControl } from "react-leaflet/ZoomControl";
export { useMap, useMapEvents } from "react-leaflet/hooks";
