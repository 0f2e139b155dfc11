/**
 * The demo's 360° pictures (issue 14: /VR-showroom and /3d-interir): an equirectangular drawing
 * (4096 x 2048, yaw -180…180 left to right, pitch 90…-90 top to bottom) of a tiled bathroom seen
 * from its middle at eye height, with fixtures standing against the walls at given yaws. Plain,
 * deterministic SVG (no text, no external references); the seed renders it to WebP with sharp,
 * since a 3D viewer needs pixels.
 */

export const PANORAMA_WIDTH = 4096;
export const PANORAMA_HEIGHT = 2048;

/** The room in metres: half its width (x) and depth (z), the eye height and the ceiling height. */
const ROOM = { halfWidth: 2.2, halfDepth: 1.8, eye: 1.5, ceiling: 2.6, tiles: 1.2 };

const deg = (r) => (r * 180) / Math.PI;
const rad = (d) => (d * Math.PI) / 180;
const r1 = (n) => Math.round(n * 10) / 10;

/** Horizontal distance from the eye to the wall at `yaw` degrees (0 = the wall ahead), in metres. */
function wallDistance(yaw) {
  const t = rad(yaw);
  const byDepth = Math.abs(Math.cos(t)) > 1e-6 ? ROOM.halfDepth / Math.abs(Math.cos(t)) : Infinity;
  const byWidth = Math.abs(Math.sin(t)) > 1e-6 ? ROOM.halfWidth / Math.abs(Math.sin(t)) : Infinity;
  return Math.min(byDepth, byWidth);
}

const xOf = (yaw) => ((yaw + 180) / 360) * PANORAMA_WIDTH;
const yOf = (pitch) => ((90 - pitch) / 180) * PANORAMA_HEIGHT;
/** Pitch in degrees of a point `height` m above the floor on the wall at `yaw`. */
const pitchAt = (yaw, height) => deg(Math.atan2(height - ROOM.eye, wallDistance(yaw)));

/**
 * The pitch (degrees) of a point `height` metres above the floor on the wall at `yaw`, so a
 * hotspot can sit on a drawn fixture.
 * @param {number} yaw @param {number} height @returns {number}
 */
export function panoramaPitch(yaw, height) {
  return Math.round(pitchAt(yaw, height) * 10) / 10;
}

/** The line along the walls at `height` m, as SVG path points from yaw -180 to 180. */
function level(height) {
  const points = [];
  for (let yaw = -180; yaw <= 180; yaw += 7.5) points.push(`${r1(xOf(yaw))},${r1(yOf(pitchAt(yaw, height)))}`);
  return points;
}

/** A band between two heights, filled. */
function band(low, high, fill) {
  return `<path d="M${level(high).join('L')}L${level(low).reverse().join('L')}Z" fill="${fill}"/>`;
}

/** A rectangle on the wall at `yaw`: `width` m wide, from `bottom` to `top` m above the floor (drawn flat, as the eye sees its middle). */
function onWall(yaw, width, bottom, top, fill, extra = '') {
  const d = wallDistance(yaw);
  const half = deg(Math.atan2(width / 2, d));
  const x = xOf(yaw - half);
  const y = yOf(pitchAt(yaw, top));
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(xOf(yaw + half) - x)}" height="${r1(yOf(pitchAt(yaw, bottom)) - y)}" fill="${fill}"${extra}/>`;
}

/** Fixtures as the drawing paints them: rectangles on the wall (width, bottom, top in metres). */
const FIXTURES = {
  basin: (yaw, tone) =>
    onWall(yaw, 1.0, 0.1, 0.8, '#8c7b68', ' rx="6"') + onWall(yaw, 0.5, 0.8, 0.95, tone, ' rx="30"') + onWall(yaw, 0.8, 1.2, 2.0, '#cfd8da', ' rx="8"'),
  'wall-basin': (yaw, tone) => onWall(yaw, 0.6, 0.65, 0.85, tone, ' rx="18"') + onWall(yaw, 0.6, 1.2, 1.9, '#cfd8da', ' rx="8"'),
  vanity: (yaw, tone) => onWall(yaw, 1.2, 0.15, 0.85, tone, ' rx="6"') + onWall(yaw, 1.0, 1.2, 2.0, '#cfd8da', ' rx="8"'),
  'mirror-cabinet': (yaw, tone) => onWall(yaw, 0.8, 1.2, 1.95, tone, ' rx="4"') + onWall(yaw, 0.7, 1.27, 1.88, '#d9e2e4'),
  toilet: (yaw, tone) => onWall(yaw, 0.4, 0.75, 1.05, tone, ' rx="10"') + onWall(yaw, 0.38, 0.05, 0.42, tone, ' rx="40"'),
  bathtub: (yaw, tone) => onWall(yaw, 1.7, 0.05, 0.6, tone, ' rx="60"') + onWall(yaw, 1.5, 0.45, 0.55, '#ffffff', ' rx="20" opacity=".6"'),
  shower: (yaw, tone) => onWall(yaw, 0.9, 0.02, 2.1, '#dfe9ec', ' opacity=".55"') + onWall(yaw, 0.3, 2.0, 2.08, tone, ' rx="6"'),
  'bath-faucet': (yaw, tone) => onWall(yaw, 0.08, 0.8, 1.05, tone, ' rx="4"'),
  'kitchen-sink': (yaw, tone) => onWall(yaw, 1.6, 0.05, 0.9, '#b7afa3', ' rx="4"') + onWall(yaw, 0.8, 0.78, 0.9, tone, ' rx="10"'),
  'kitchen-faucet': (yaw, tone) => onWall(yaw, 0.08, 0.9, 1.3, tone, ' rx="4"'),
};

/**
 * A bathroom panorama, 4096 x 2048, tinted by `palette` [wall, floor, ceiling, tiles], with each
 * of `fixtures` drawn against the wall at its yaw (degrees) in its tone.
 * @param {string[]} palette
 * @param {{ object: string, yaw: number, tone?: string }[]} fixtures
 * @returns {string}
 */
export function panoramaSvg(palette, fixtures) {
  const [wall = '#e8e6e1', floor = '#b7afa3', ceiling = '#f6f5f2', tiles = '#d9d4cc'] = palette;
  const W = PANORAMA_WIDTH;
  const H = PANORAMA_HEIGHT;
  const corner = deg(Math.atan2(ROOM.halfWidth, ROOM.halfDepth));
  const corners = [-180 + corner, -corner, corner, 180 - corner]
    .map(
      (yaw) =>
        `<path d="M${r1(xOf(yaw))},${r1(yOf(pitchAt(yaw, ROOM.ceiling)))}V${r1(yOf(pitchAt(yaw, 0)))}" stroke="#000" stroke-opacity=".12" stroke-width="6"/>`,
    )
    .join('');
  const grout = [0.3, 0.6, 0.9].map((h) => `<path d="M${level(h).join('L')}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>`).join('');
  const body =
    `<rect width="${W}" height="${H}" fill="${ceiling}"/>` +
    `<rect y="${H / 2}" width="${W}" height="${H / 2}" fill="${floor}"/>` +
    band(0, ROOM.ceiling, 'url(#w)') +
    band(0, ROOM.tiles, tiles) +
    grout +
    corners +
    `<rect y="${H * 0.8}" width="${W}" height="${H * 0.2}" fill="url(#f)"/>` +
    onWall(0, 1.1, 1.0, 2.2, '#eef4f6', ' rx="4"') +
    fixtures.map((f) => (FIXTURES[f.object] ?? FIXTURES.vanity)(f.yaw, f.tone ?? '#f7f6f3')).join('');
  const defs =
    `<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${wall}" stop-opacity=".85"/></linearGradient>` +
    `<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".15"/></linearGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}
