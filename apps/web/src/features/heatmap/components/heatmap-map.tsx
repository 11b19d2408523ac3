import 'leaflet/dist/leaflet.css';
import type { HeatmapQuery } from '@stride/contracts';
import { useEffect, useState } from 'react';
import { MapContainer, Polygon, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { useMapTiles } from '@/lib/client-config';
import { useHeatmap } from '../api/get-heatmap';
import { heatColor } from './heat-scale';

export interface HeatmapMapProps {
  center: { lat: number; lng: number };
  zoom: number;
  label: string;
  cellLabel: (count: number) => string;
}

/** Reports the visible box and zoom now and after every pan or zoom. */
function ViewTracker({ onView }: { onView: (view: HeatmapQuery) => void }) {
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

/** The Leaflet map (a lazy chunk) drawing each H3 cell the server answers as a coloured polygon. */
export default function HeatmapMap({ center, zoom, label, cellLabel }: HeatmapMapProps) {
  const config = useMapTiles();
  const [view, setView] = useState<HeatmapQuery | null>(null);
  const { data } = useHeatmap(view);
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={zoom}
      className="h-[28rem] w-full rounded-lg border"
      aria-label={label}
    >
      <TileLayer url={config.mapTileUrl} attribution={config.mapTileAttribution} />
      <ViewTracker onView={setView} />
      {data?.cells.map((cell) => (
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
