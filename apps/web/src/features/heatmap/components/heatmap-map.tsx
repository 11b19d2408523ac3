import 'leaflet/dist/leaflet.css';
import type { HeatmapView } from '@stride/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Polygon, TileLayer, Tooltip, ZoomControl, useMap } from 'react-leaflet';
import { useMapTiles } from '@/lib/client-config';
import { useHeatmapCells } from '../api/get-heatmap-tile';
import { heatColor } from './heat-scale';

export interface HeatmapMapProps {
  center: { lat: number; lng: number };
  zoom: number;
  label: string;
  cellLabel: (count: number) => string;
}

/** Reports the visible box and zoom now and after every pan or zoom. */
function ViewTracker({ onView }: { onView: (view: HeatmapView) => void }) {
  const map = useMap();
  useEffect(() => {
    const report = () => {
      const b = map.getBounds();
      onView({
        south: Math.max(b.getSouth(), -90),
        west: Math.max(b.getWest(), -180),
        north: Math.min(b.getNorth(), 90),
        east: Math.min(b.getEast(), 180),
        zoom: Math.round(map.getZoom()),
      });
    };
    report();
    map.on('moveend', report);
    return () => {
      map.off('moveend', report);
    };
  }, [map, onView]);
  return null;
}

/** The Leaflet map (a lazy chunk) drawing each H3 cell of the view's tiles as a coloured polygon. */
export default function HeatmapMap({ center, zoom, label, cellLabel }: HeatmapMapProps) {
  const { t } = useTranslation();
  const config = useMapTiles();
  const [view, setView] = useState<HeatmapView | null>(null);
  const cells = useHeatmapCells(view);
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={zoom}
      className="h-[28rem] w-full rounded-lg border"
      aria-label={label}
      zoomControl={false}
    >
      <ZoomControl zoomInTitle={t('common:map.zoomIn')} zoomOutTitle={t('common:map.zoomOut')} />
      <TileLayer url={config.mapTileUrl} attribution={config.mapTileAttribution} />
      <ViewTracker onView={setView} />
      {cells.map((cell) => (
        <Polygon
          key={cell.h3}
          positions={cell.boundary}
          pathOptions={{
            color: heatColor(cell.count),
            fillColor: heatColor(cell.count),
            fillOpacity: 0.55,
            weight: 1,
          }}
        >
          <Tooltip>{cellLabel(cell.count)}</Tooltip>
        </Polygon>
      ))}
    </MapContainer>
  );
}
