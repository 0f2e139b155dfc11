import type { LatLng, Showroom } from '@shop/contracts';
import styles from './showcases.module.css';

/** The drawn area: longitude 124.5–130°E, latitude 33–38.8°N (South Korea), in a 280 × 365 box (about equal km per unit). */
const BOX = { west: 124.5, east: 130, south: 33, north: 38.8, width: 280, height: 365 };

/** A point's place in the drawing. */
export function project(p: LatLng): { x: number; y: number } {
  return {
    x: ((p.lng - BOX.west) / (BOX.east - BOX.west)) * BOX.width,
    y: ((BOX.north - p.lat) / (BOX.north - BOX.south)) * BOX.height,
  };
}

/** A coarse outline of the mainland's coast (longitude, latitude), enough to place the showrooms. */
const COAST: [number, number][] = [
  [126.1, 37.7],
  [126.6, 37.75],
  [127.1, 38.3],
  [128.35, 38.6],
  [128.6, 38.0],
  [129.1, 37.5],
  [129.45, 36.5],
  [129.45, 35.9],
  [129.3, 35.3],
  [128.9, 35.05],
  [128.0, 34.75],
  [127.5, 34.6],
  [126.8, 34.3],
  [126.3, 34.5],
  [126.3, 35.1],
  [126.5, 35.6],
  [126.5, 36.2],
  [126.2, 36.7],
  [126.6, 37.0],
  [126.7, 37.4],
];

const outline = COAST.map(([lng, lat], i) => {
  const { x, y } = project({ lat, lng });
  return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
}).join(' ');
const jeju = project({ lat: 33.38, lng: 126.55 });

/**
 * A drawn map of the showrooms (no map service is loaded): a coarse coastline with one numbered
 * marker per showroom, linking to its page, and the visitor's position when known. The list beside it carries the same information as text.
 */
export function ShowroomMap({ showrooms, here }: { showrooms: Showroom[]; here: LatLng | null }) {
  const me = here ? project(here) : null;
  return (
    <svg className={styles.map} viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label="쇼룸 위치 약도">
      <path d={`${outline} Z`} className={styles.land} />
      <ellipse cx={jeju.x} cy={jeju.y} rx={20} ry={8} className={styles.land} />
      {showrooms.map((s, i) => {
        const { x, y } = project(s.location);
        return (
          <a key={s.code} href={`/shop/showrooms/${encodeURIComponent(s.code)}`} aria-label={s.name}>
            <title>{s.name}</title>
            <circle cx={x} cy={y} r={9} className={styles.marker} />
            <text x={x} y={y + 4} textAnchor="middle" className={styles.markerText}>
              {i + 1}
            </text>
          </a>
        );
      })}
      {me && me.x >= 0 && me.x <= BOX.width && me.y >= 0 && me.y <= BOX.height && (
        <g aria-label="내 위치">
          <title>내 위치</title>
          <circle cx={me.x} cy={me.y} r={6} className={styles.me} />
        </g>
      )}
    </svg>
  );
}
