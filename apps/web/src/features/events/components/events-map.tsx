import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import L from 'leaflet';
import 'leaflet.markercluster';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, MapContainer, Marker, TileLayer, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import { useNavigate } from 'react-router';
import { useMapTiles } from '@/lib/client-config';

// Vite rewrites asset URLs, so Leaflet's own guess at its image path breaks: hand it the bundled files.
L.Icon.Default.mergeOptions({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow });

export interface MapEvent {
  id: number;
  title: string;
  lat: number;
  lng: number;
  /** Already formatted for the viewer, e.g. "29/11/2026, 6:30 am". */
  when: string;
  location: string;
  /** Where the marker's link goes; the event's page by default (the club finder links clubs). */
  href?: string;
}

export interface EventsMapProps {
  events: MapEvent[];
  center: { lat: number; lng: number };
  zoom?: number;
  /** Search radius drawn around the centre, in km. */
  radiusKm?: number;
  /** A pin at the centre (near-me search centre, or the meeting point on the create form). */
  showCenterPin?: boolean;
  onMapClick?: (point: { lat: number; lng: number }) => void;
  /** Lets the centre pin be dragged (create form). */
  onPinMove?: (point: { lat: number; lng: number }) => void;
  className?: string;
  label: string;
  viewLabel: string;
  /** What the centre pin stands for, for screen readers and as its tooltip. */
  pinLabel?: string;
}

function Clusters({ events, viewLabel }: { events: MapEvent[]; viewLabel: string }) {
  const map = useMap();
  const navigate = useNavigate();
  const { t } = useTranslation('events');
  const closeLabel = t('events:map.closePopup');
  // Leaflet writes "Close popup" into every popup; the reader's language replaces it.
  useEffect(() => {
    const translate = (e: L.PopupEvent) =>
      e.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', closeLabel);
    map.on('popupopen', translate);
    return () => {
      map.off('popupopen', translate);
    };
  }, [map, closeLabel]);
  useEffect(() => {
    const group = L.markerClusterGroup({ showCoverageOnHover: false });
    for (const e of events) {
      const popup = document.createElement('div');
      const title = document.createElement('strong');
      title.textContent = e.title;
      const meta = document.createElement('div');
      meta.textContent = `${e.when} · ${e.location}`;
      const link = document.createElement('a');
      const href = e.href ?? `/events/${e.id}`;
      link.href = href;
      link.textContent = viewLabel;
      link.addEventListener('click', (ev) => {
        ev.preventDefault();
        void navigate(href);
      });
      popup.append(title, meta, link);
      group.addLayer(L.marker([e.lat, e.lng], { title: e.title, alt: e.title }).bindPopup(popup));
    }
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
    };
  }, [map, events, navigate, viewLabel]);
  return null;
}

function Recenter({ lat, lng, zoom }: { lat: number; lng: number; zoom?: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng], zoom ?? map.getZoom());
  }, [map, lat, lng, zoom]);
  return null;
}

function ClickHandler({ onClick }: { onClick: (p: { lat: number; lng: number }) => void }) {
  useMapEvents({ click: (e) => onClick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/** Leaflet map of events with clustered markers; loaded in its own chunk (see lazy-events-map). */
export default function EventsMap(props: EventsMapProps) {
  const { t } = useTranslation('events');
  const { mapTileUrl, mapTileAttribution } = useMapTiles();
  const { center, zoom = 11, radiusKm, onPinMove } = props;
  return (
    <div
      role="region"
      aria-label={props.label}
      className={`isolate ${props.className ?? 'h-80 w-full overflow-hidden rounded-lg border'}`}
    >
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={zoom}
        scrollWheelZoom={false}
        zoomControl={false}
        className="h-full w-full"
      >
        <ZoomControl zoomInTitle={t('common:map.zoomIn')} zoomOutTitle={t('common:map.zoomOut')} />
        <TileLayer url={mapTileUrl} attribution={mapTileAttribution} />
        <Recenter lat={center.lat} lng={center.lng} />
        {radiusKm ? (
          <Circle
            center={[center.lat, center.lng]}
            radius={radiusKm * 1000}
            // A shading, not a control: no click target over the pins under it.
            pathOptions={{ weight: 1, fillOpacity: 0.05, interactive: false }}
          />
        ) : null}
        {props.showCenterPin ? (
          <Marker
            position={[center.lat, center.lng]}
            title={props.pinLabel ?? t('events:map.centre')}
            alt={props.pinLabel ?? t('events:map.centre')}
            draggable={Boolean(onPinMove)}
            // The search centre only marks the spot; only a pin the runner moves is a target (axe target-size).
            interactive={Boolean(onPinMove)}
            keyboard={Boolean(onPinMove)}
            eventHandlers={
              onPinMove
                ? {
                    dragend: (e) => {
                      const p = (e.target as L.Marker).getLatLng();
                      onPinMove({ lat: p.lat, lng: p.lng });
                    },
                  }
                : undefined
            }
          />
        ) : null}
        <Clusters events={props.events} viewLabel={props.viewLabel} />
        {props.onMapClick ? <ClickHandler onClick={props.onMapClick} /> : null}
      </MapContainer>
    </div>
  );
}
