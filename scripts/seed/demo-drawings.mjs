/**
 * Drawings of the demo catalogue as small SVG documents (no network, no fonts, no external
 * references): studio packshots of each product, interior banners, collection mood tiles,
 * category visuals and the band banner. Every drawing is deterministic, so drawing twice yields
 * the same bytes. Used by `generate-demo-images.mjs`, which writes them once into
 * `backend/src/demo/images/`; the shop itself only copies those files.
 */

import { panoramaSvg } from './panorama-drawing.mjs';

/**
 * What a generated image shows.
 * @typedef {'basin' | 'wall-basin' | 'toilet' | 'bathtub' | 'mirror-cabinet' | 'vanity' | 'bath-faucet' | 'kitchen-sink' | 'kitchen-faucet' | 'shower'} ImageKind
 */

/** Every image kind, in a stable order. @type {readonly ImageKind[]} */
export const IMAGE_KINDS = [
  'basin',
  'wall-basin',
  'toilet',
  'bathtub',
  'mirror-cabinet',
  'vanity',
  'bath-faucet',
  'kitchen-sink',
  'kitchen-faucet',
  'shower',
];

/* ------------------------------------------------------------------ colours */

function rgbOf(hex) {
  let h = hex.trim().replace(/^#/, '');
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  if (!/^[0-9a-fA-F]{6}$/.test(h)) return [200, 200, 200];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function mix(a, b, t) {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return '#' + x.map((v, i) => Math.round(v + (y[i] - v) * t).toString(16).padStart(2, '0')).join('');
}

const light = (c, t) => mix(c, '#ffffff', t);
const dark = (c, t) => mix(c, '#000000', t);

/** Relative luminance 0..1 (rough, sRGB weights). */
function lum(c) {
  const [r, g, b] = rgbOf(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Shades of a glazed ceramic body in `tone`: light tones need stronger shading to read. */
function ceramic(tone) {
  const l = lum(tone);
  if (l > 0.55) {
    return { hi: light(tone, 0.75), mid: tone, lo: dark(tone, 0.13), deep: dark(tone, 0.27) };
  }
  return { hi: light(tone, 0.32), mid: tone, lo: dark(tone, 0.3), deep: dark(tone, 0.55) };
}

/* ------------------------------------------------------------------ svg bits */

/** A gradient stop: [offset, colour, opacity?]. @typedef {[number, string, number?]} Stop */

const n = (v) => String(Math.round(v * 10) / 10);

function stops(list) {
  return list
    .map(([o, c, a]) => `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n(a)}"`}/>`)
    .join('');
}

/** Linear gradient in bounding-box units from (x1,y1) to (x2,y2). */
function lin(id, list, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
  return `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`;
}

/** Radial gradient in bounding-box units. */
function rad(id, list, cx = 0.5, cy = 0.5, r = 0.5) {
  return `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(list)}</radialGradient>`;
}

/** Shared blur filters: #b4, #b10, #b24 (and #b48 for big light washes). */
const FILTERS = [4, 10, 24, 48]
  .map((s) => `<filter id="b${s}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${s}"/></filter>`)
  .join('');

function esc(s) {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]);
}

function svgDoc(w, h, defs, body, title) {
  const t = title ? `<title>${esc(title)}</title>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"` +
    `${title ? ` role="img" aria-label="${esc(title)}"` : ''}>${t}<defs>${FILTERS}${defs}</defs>${body}</svg>`
  );
}

/** A metal tube drawn along `d`: dark rim, body, and a specular line shifted to the upper left. */
function tube(d, metal, w) {
  const m = metalShades(metal);
  const o = Math.max(1, w * 0.18);
  return (
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="${d}" stroke="${m.lo}" stroke-width="${n(w)}"/>` +
    `<path d="${d}" stroke="${m.mid}" stroke-width="${n(w * 0.72)}"/>` +
    `<path d="${d}" stroke="${m.hi}" stroke-width="${n(w * 0.22)}" transform="translate(${n(-o)} ${n(-o * 0.6)})"/>` +
    `</g>`
  );
}

function metalShades(tone) {
  const l = lum(tone);
  if (l < 0.3) return { hi: light(tone, 0.42), mid: light(tone, 0.08), lo: dark(tone, 0.35), deep: dark(tone, 0.6) };
  return { hi: light(tone, 0.82), mid: tone, lo: dark(tone, 0.38), deep: dark(tone, 0.58) };
}

/** Horizontal "cylinder" metal gradient (for upright parts). */
function metalLin(id, tone, vertical = false) {
  const m = metalShades(tone);
  const list = [
    [0, m.lo],
    [0.18, m.hi],
    [0.34, m.mid],
    [0.62, m.lo],
    [0.8, m.hi],
    [1, m.deep],
  ];
  return vertical ? lin(id, list, 0, 0, 0, 1) : lin(id, list, 0, 0, 1, 0);
}

/* ------------------------------------------------------------------ objects */

/**
 * A drawing in local coordinates: x centred on 0, the object's base on y = 0, growing upward.
 * @typedef {{ defs: string, body: string }} Paint
 */

/** Draws an object in `tone` at depth factor `k`, with ids prefixed by `p`. @typedef {(tone: string, k: number, p: string) => Paint} Painter */

/** Vessel basin on a counter: a shallow rounded bowl with a drain, seen slightly from above. */
const basin = (t, k, p) => {
  const c = ceramic(t);
  const rx = 240;
  const top = -165;
  const ry = Math.round(rx * k);
  const defs =
    lin(`${p}b`, [[0, c.lo], [0.2, c.hi], [0.5, c.mid], [0.82, c.lo], [1, c.deep]], 0, 0, 1, 0) +
    lin(`${p}v`, [[0, '#000', 0], [0.6, '#000', 0.02], [1, '#000', 0.16]]) +
    lin(`${p}r`, [[0, c.mid], [1, c.hi]]) +
    rad(`${p}i`, [[0, c.hi], [0.55, c.mid], [0.9, c.lo], [1, c.deep]], 0.5, 0.72, 0.62) +
    metalLin(`${p}m`, '#c9cdd1');
  const body = `M-${rx} ${top}C-${rx - 2} ${top + 95} -172 0 -104 0L104 0C172 0 ${rx - 2} ${top + 95} ${rx} ${top}A${rx} ${ry} 0 0 1 -${rx} ${top}Z`;
  return {
    defs,
    body:
      `<ellipse cx="10" cy="4" rx="215" ry="22" fill="#000" opacity=".22" filter="url(#b10)"/>` +
      `<ellipse cx="0" cy="0" rx="112" ry="7" fill="#000" opacity=".35" filter="url(#b4)"/>` +
      `<path d="${body}" fill="url(#${p}b)"/><path d="${body}" fill="url(#${p}v)"/>` +
      `<path d="M-208 ${top + 30}C-200 ${top + 95} -165 -35 -120 -18" fill="none" stroke="#fff" stroke-width="9" opacity=".45" filter="url(#b4)"/>` +
      `<ellipse cx="0" cy="${top}" rx="${rx}" ry="${ry}" fill="url(#${p}r)"/>` +
      `<ellipse cx="0" cy="${top + 2}" rx="${rx - 13}" ry="${ry - 9}" fill="url(#${p}i)"/>` +
      `<ellipse cx="0" cy="${n(top + ry * 0.28)}" rx="26" ry="${n(26 * k + 2)}" fill="url(#${p}m)"/>` +
      `<ellipse cx="0" cy="${n(top + ry * 0.28)}" rx="12" ry="${n(12 * k + 1)}" fill="#000" opacity=".35"/>` +
      `<path d="M-${rx} ${top}A${rx} ${ry} 0 0 0 ${rx} ${top}" fill="none" stroke="#fff" stroke-width="2.5" opacity=".7"/>`,
  };
};

/** Wall-hung basin: a thin-edged rectangular ceramic with a wall spout and a bottle trap. */
const wallBasin = (t, k, p) => {
  const c = ceramic(t);
  const d = Math.round(420 * k);
  const fy = -92;
  const by = fy - d;
  const front = `M-285 ${fy}L285 ${fy}L281 -34Q277 0 244 0L-244 0Q-277 0 -281 -34Z`;
  const top = `M-285 ${fy}L285 ${fy}L256 ${by}L-256 ${by}Z`;
  const ty = by - 110;
  return {
    defs:
      lin(`${p}f`, [[0, c.lo], [0.25, c.hi], [0.6, c.mid], [1, c.lo]], 0, 0, 1, 0) +
      lin(`${p}v`, [[0, '#fff', 0.35], [0.3, '#000', 0], [1, '#000', 0.14]]) +
      lin(`${p}t`, [[0, c.mid], [1, c.hi]]) +
      rad(`${p}i`, [[0, c.hi], [0.5, c.mid], [0.88, c.lo], [1, c.deep]], 0.5, 0.78, 0.7) +
      metalLin(`${p}m`, '#c9cdd1'),
    body:
      `<path d="${front}" transform="translate(16 34)" fill="#000" opacity=".2" filter="url(#b24)"/>` +
      `<rect x="-17" y="-2" width="34" height="118" rx="16" fill="url(#${p}m)"/>` +
      `<ellipse cx="0" cy="112" rx="21" ry="9" fill="url(#${p}m)"/>` +
      `<circle cx="0" cy="${ty}" r="30" fill="url(#${p}m)"/><circle cx="0" cy="${ty}" r="22" fill="#000" opacity=".06"/>` +
      tube(`M0 ${ty}L0 ${ty + 58}`, '#c9cdd1', 24) +
      `<ellipse cx="0" cy="${ty + 60}" rx="9" ry="4" fill="#333" opacity=".55"/>` +
      `<circle cx="120" cy="${ty}" r="24" fill="url(#${p}m)"/>` +
      tube(`M120 ${ty}L156 ${ty - 40}`, '#c9cdd1', 13) +
      `<path d="${top}" fill="url(#${p}t)"/>` +
      `<rect x="-238" y="${by + 12}" width="476" height="${fy - by - 20}" rx="64" ry="${n(d * 0.28)}" fill="url(#${p}i)"/>` +
      `<ellipse cx="0" cy="${n(by + (fy - by) * 0.62)}" rx="20" ry="${n(20 * k + 2)}" fill="url(#${p}m)"/>` +
      `<path d="${front}" fill="url(#${p}f)"/><path d="${front}" fill="url(#${p}v)"/>` +
      `<path d="M-283 ${fy + 1}L283 ${fy + 1}" stroke="#fff" stroke-width="2.5" opacity=".8"/>`,
  };
};

/** Floor-standing close-coupled toilet in profile, facing right: tank, bowl on its foot, seat and lid. */
const toilet = (t, _k, p) => {
  const c = ceramic(t);
  const bowl =
    'M-176 -262L214 -262C254 -262 258 -200 222 -164C186 -128 130 -110 104 -70L96 0L-112 0L-124 -70C-150 -110 -178 -150 -182 -200C-184 -236 -184 -256 -176 -262Z';
  const tank = 'M-262 -270L-262 -512Q-262 -528 -246 -528L-84 -528Q-68 -528 -68 -512L-68 -270Z';
  return {
    defs:
      lin(`${p}b`, [[0, c.hi], [0.3, c.mid], [0.7, c.lo], [1, c.deep]]) +
      lin(`${p}h`, [[0, '#000', 0.08], [0.3, '#000', 0], [0.75, '#fff', 0.25], [1, '#000', 0.1]], 0, 0, 1, 0) +
      lin(`${p}s`, [[0, c.hi], [0.6, c.mid], [1, c.lo]]) +
      lin(`${p}k`, [[0, c.lo], [0.25, c.hi], [0.7, c.mid], [1, c.lo]], 0, 0, 1, 0) +
      lin(`${p}v`, [[0, '#fff', 0.2], [0.2, '#fff', 0], [1, '#000', 0.1]]),
    body:
      `<ellipse cx="-10" cy="2" rx="220" ry="18" fill="#000" opacity=".24" filter="url(#b10)"/>` +
      `<ellipse cx="-8" cy="0" rx="112" ry="6" fill="#000" opacity=".4" filter="url(#b4)"/>` +
      `<path d="${tank}" fill="url(#${p}k)"/><path d="${tank}" fill="url(#${p}v)" opacity=".5"/>` +
      `<rect x="-270" y="-544" width="210" height="20" rx="9" fill="url(#${p}s)"/>` +
      `<rect x="-188" y="-552" width="44" height="9" rx="4" fill="#c9cdd1"/>` +
      `<path d="${bowl}" fill="url(#${p}b)"/><path d="${bowl}" fill="url(#${p}h)"/>` +
      `<ellipse cx="150" cy="-200" rx="60" ry="34" fill="#fff" opacity=".35" filter="url(#b10)"/>` +
      `<path d="M-180 -282L222 -282Q246 -282 246 -272Q246 -262 222 -262L-180 -262Z" fill="url(#${p}s)"/>` +
      `<path d="M-176 -284L214 -284Q250 -286 248 -300Q238 -308 200 -308L-176 -306Z" fill="url(#${p}s)"/>` +
      `<path d="M-176 -306L200 -307" stroke="#fff" stroke-width="2" opacity=".7"/>` +
      `<path d="M-176 -283L240 -283" stroke="#000" stroke-width="1.5" opacity=".12"/>` +
      `<rect x="-196" y="-312" width="30" height="30" rx="6" fill="${c.lo}"/>`,
  };
};

/** Freestanding oval bathtub with sloping sides, inner basin and drain. */
const bathtub = (t, k, p) => {
  const c = ceramic(t);
  const rx = 350;
  const top = -270;
  const ry = Math.round(rx * k * 0.75);
  const body = `M-${rx} ${top}C-${rx - 4} ${top + 150} -306 -12 -236 0L236 0C306 -12 ${rx - 4} ${top + 150} ${rx} ${top}A${rx} ${ry} 0 0 1 -${rx} ${top}Z`;
  return {
    defs:
      lin(`${p}b`, [[0, c.lo], [0.16, c.hi], [0.45, c.mid], [0.84, c.lo], [1, c.deep]], 0, 0, 1, 0) +
      lin(`${p}v`, [[0, '#000', 0], [0.55, '#000', 0.02], [1, '#000', 0.18]]) +
      lin(`${p}r`, [[0, c.mid], [1, c.hi]]) +
      rad(`${p}i`, [[0, c.hi], [0.55, c.mid], [0.92, c.lo], [1, c.deep]], 0.5, 0.75, 0.62) +
      metalLin(`${p}m`, '#c9cdd1'),
    body:
      `<ellipse cx="12" cy="6" rx="320" ry="26" fill="#000" opacity=".22" filter="url(#b10)"/>` +
      `<ellipse cx="0" cy="0" rx="230" ry="8" fill="#000" opacity=".38" filter="url(#b4)"/>` +
      `<path d="${body}" fill="url(#${p}b)"/><path d="${body}" fill="url(#${p}v)"/>` +
      `<path d="M-312 ${top + 40}C-304 ${top + 160} -272 -50 -214 -24" fill="none" stroke="#fff" stroke-width="12" opacity=".42" filter="url(#b4)"/>` +
      `<ellipse cx="0" cy="${top}" rx="${rx}" ry="${ry}" fill="url(#${p}r)"/>` +
      `<ellipse cx="0" cy="${top + 2}" rx="${rx - 16}" ry="${ry - 10}" fill="url(#${p}i)"/>` +
      `<ellipse cx="150" cy="${n(top + ry * 0.22)}" rx="20" ry="${n(20 * k + 2)}" fill="url(#${p}m)"/>` +
      `<path d="M-${rx} ${top}A${rx} ${ry} 0 0 0 ${rx} ${top}" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/>`,
  };
};

/** Wall-hung mirror cabinet: framed two-door mirror, reflection streaks and an LED glow below. */
const mirrorCabinet = (t, _k, p) => {
  const f = metalShades(t);
  return {
    defs:
      lin(`${p}f`, [[0, f.hi], [0.5, t], [1, f.lo]], 0, 0, 1, 1) +
      lin(`${p}g`, [[0, '#eef2f3'], [0.35, '#c3ccd1'], [0.6, '#dde3e6'], [1, '#a7b2b8']], 0, 0, 1, 1) +
      `<clipPath id="${p}c"><rect x="-218" y="-508" width="436" height="496"/></clipPath>`,
    body:
      `<rect x="-214" y="-500" width="460" height="520" fill="#000" opacity=".2" filter="url(#b24)"/>` +
      `<ellipse cx="0" cy="40" rx="230" ry="46" fill="#fff6e2" opacity=".8" filter="url(#b24)"/>` +
      `<path d="M230 -520L248 -506L248 -8L230 0Z" fill="${f.lo}"/>` +
      `<rect x="-230" y="-520" width="460" height="520" rx="5" fill="url(#${p}f)"/>` +
      `<rect x="-218" y="-508" width="436" height="496" fill="url(#${p}g)"/>` +
      `<g clip-path="url(#${p}c)"><path d="M-120 -520L20 -520L-200 0L-340 0Z" fill="#fff" opacity=".38"/>` +
      `<path d="M60 -520L100 -520L-120 0L-160 0Z" fill="#fff" opacity=".3"/>` +
      `<path d="M170 -520L260 -520L60 0L-30 0Z" fill="#fff" opacity=".16"/></g>` +
      `<path d="M0 -508L0 -12" stroke="#000" stroke-width="2" opacity=".22"/>` +
      `<rect x="-200" y="-6" width="400" height="5" rx="2" fill="#fffaf0"/>`,
  };
};

/** Wall-hung vanity unit: two drawers with grip rails, a ceramic top with integrated basin and a tap. */
const vanity = (t, k, p) => {
  const c = ceramic(t);
  const w = ceramic('#f3f2ee');
  const d = Math.round(320 * k);
  const ty = -262;
  const by = ty - d;
  return {
    defs:
      lin(`${p}c`, [[0, c.lo], [0.01, c.hi], [0.05, c.mid], [0.92, c.mid], [1, c.lo]], 0, 0, 1, 0) +
      lin(`${p}v`, [[0, '#000', 0.1], [0.1, '#000', 0], [1, '#000', 0.12]]) +
      lin(`${p}t`, [[0, w.mid], [1, w.hi]]) +
      lin(`${p}e`, [[0, w.hi], [1, w.lo]]) +
      rad(`${p}i`, [[0, w.hi], [0.55, w.mid], [0.9, w.lo], [1, w.deep]], 0.5, 0.8, 0.7) +
      metalLin(`${p}m`, '#c9cdd1') +
      bathFaucet('#c9cdd1', k, p + 't').defs,
    body:
      `<rect x="-244" y="-246" width="540" height="270" fill="#000" opacity=".2" filter="url(#b24)"/>` +
      `<path d="M270 -240L290 -250L290 -8L270 0Z" fill="${c.lo}"/>` +
      `<rect x="-270" y="-240" width="540" height="240" fill="url(#${p}c)"/>` +
      `<rect x="-270" y="-240" width="540" height="240" fill="url(#${p}v)"/>` +
      `<path d="M-270 -200C-100 -196 40 -206 270 -198M-270 -160C-60 -166 120 -154 270 -162M-270 -84C-120 -80 60 -90 270 -82M-270 -40C-40 -46 140 -34 270 -42" fill="none" stroke="${c.lo}" stroke-width="2" opacity=".35"/>` +
      `<rect x="-270" y="-232" width="540" height="9" fill="#000" opacity=".28"/>` +
      `<rect x="-270" y="-122" width="540" height="9" fill="#000" opacity=".28"/>` +
      `<path d="M-270 -124L270 -124" stroke="#fff" stroke-width="1.5" opacity=".25"/>` +
      `<path d="M-276 ${ty}L276 ${ty}L252 ${by}L-252 ${by}Z" fill="url(#${p}t)"/>` +
      `<rect x="-180" y="${by + 10}" width="360" height="${d - 18}" rx="60" ry="${n(d * 0.32)}" fill="url(#${p}i)"/>` +
      `<ellipse cx="0" cy="${n(by + d * 0.6)}" rx="15" ry="${n(15 * k + 2)}" fill="url(#${p}m)"/>` +
      `<rect x="-276" y="${ty}" width="552" height="22" fill="url(#${p}e)"/>` +
      `<g transform="translate(0 ${by + 8}) scale(.36)">${bathFaucet('#c9cdd1', k, p + 't').body}</g>`,
  };
};

/** Single-lever basin mixer: flanged base, cylindrical body, tapered spout and top lever. */
const bathFaucet = (t, _k, p) => {
  const m = metalShades(t);
  return {
    defs:
      metalLin(`${p}m`, t) +
      lin(`${p}s`, [[0, m.hi], [0.35, m.mid], [0.7, m.lo], [1, m.deep]]) +
      metalLin(`${p}l`, t, true),
    body:
      `<ellipse cx="20" cy="4" rx="130" ry="14" fill="#000" opacity=".25" filter="url(#b10)"/>` +
      `<ellipse cx="0" cy="0" rx="62" ry="12" fill="${m.deep}" opacity=".7" filter="url(#b4)"/>` +
      `<path d="M-58 -4Q-58 -18 -40 -20L40 -20Q58 -18 58 -4Q0 10 -58 -4Z" fill="url(#${p}m)"/>` +
      `<rect x="-34" y="-360" width="68" height="344" rx="6" fill="url(#${p}m)"/>` +
      `<path d="M30 -318L196 -300Q214 -298 214 -280L214 -266L186 -266L186 -276L30 -270Z" fill="url(#${p}s)"/>` +
      `<rect x="186" y="-268" width="28" height="10" rx="2" fill="${m.deep}"/>` +
      `<ellipse cx="0" cy="-360" rx="34" ry="7" fill="${m.hi}"/>` +
      `<rect x="-26" y="-392" width="52" height="34" rx="8" fill="url(#${p}m)"/>` +
      `<path d="M-10 -390L-104 -412Q-122 -414 -120 -398L-112 -392L-10 -364Z" fill="url(#${p}l)"/>` +
      `<path d="M-22 -340L-22 -40" stroke="#fff" stroke-width="5" opacity=".55" filter="url(#b4)"/>`,
  };
};

/** Kitchen sink set in a stone counter, seen from the front and above, with a faucet behind. */
const kitchenSink = (t, k, p) => {
  const c = ceramic(t);
  const counter = lum(t) > 0.55 ? '#cfc9c0' : '#e6e2da';
  const s = ceramic(counter);
  const back = -Math.round(520 * k) - 60;
  const bb = back + 34;
  const ff = -32;
  const rim = `M-222 ${bb}L222 ${bb}Q236 ${bb} 238 ${bb + 12}L252 ${ff - 12}Q254 ${ff} 240 ${ff}L-240 ${ff}Q-254 ${ff} -252 ${ff - 12}L-238 ${bb + 12}Q-236 ${bb} -222 ${bb}Z`;
  const ib = bb + 16;
  const inner = `M-196 ${ib}L196 ${ib}L212 ${ff - 18}L-212 ${ff - 18}Z`;
  const wall = ib + Math.round((ff - ib) * 0.38);
  return {
    defs:
      lin(`${p}s`, [[0, s.lo], [1, s.hi]]) +
      lin(`${p}f`, [[0, s.mid], [1, s.deep]]) +
      lin(`${p}r`, [[0, c.mid], [0.6, c.hi], [1, c.mid]]) +
      lin(`${p}w`, [[0, c.deep], [1, c.lo]]) +
      lin(`${p}b`, [[0, c.lo], [1, c.hi]]) +
      lin(`${p}d`, [[0, '#b7a78f'], [1, '#a39379']], 0, 0, 1, 1) +
      metalLin(`${p}m`, '#c9cdd1'),
    body:
      `<path d="M-640 ${back}L640 ${back}L700 0L-700 0Z" fill="url(#${p}s)"/>` +
      `<rect x="-700" y="0" width="1400" height="30" fill="url(#${p}f)"/>` +
      `<rect x="-700" y="30" width="1400" height="400" fill="url(#${p}d)"/>` +
      `<rect x="-700" y="30" width="1400" height="12" fill="#000" opacity=".18"/>` +
      `<path d="M-4 42V430M-330 42V430M330 42V430" stroke="#000" stroke-width="3" opacity=".18"/>` +
      `<path d="${rim}" transform="translate(0 6)" fill="#000" opacity=".18" filter="url(#b4)"/>` +
      `<path d="${rim}" fill="url(#${p}r)"/>` +
      `<path d="${inner}" fill="url(#${p}b)"/>` +
      `<path d="M-196 ${ib}L196 ${ib}L204 ${wall}L-204 ${wall}Z" fill="url(#${p}w)"/>` +
      `<path d="M-196 ${ib}L-212 ${ff - 18}L-190 ${ff - 18}L-178 ${wall}Z" fill="#000" opacity=".1"/>` +
      `<path d="M196 ${ib}L212 ${ff - 18}L190 ${ff - 18}L178 ${wall}Z" fill="#000" opacity=".05"/>` +
      `<ellipse cx="0" cy="${n(wall + (ff - 18 - wall) * 0.5)}" rx="24" ry="${n(24 * k + 3)}" fill="url(#${p}m)"/>` +
      `<ellipse cx="0" cy="${n(wall + (ff - 18 - wall) * 0.5)}" rx="11" ry="${n(11 * k + 1)}" fill="#000" opacity=".3"/>` +
      `<g transform="translate(40 ${back + 16}) scale(.62)">${kitchenFaucetBody(p + 'k', '#c9cdd1')}</g>`,
  };
};

function kitchenFaucetBody(p, t) {
  const m = metalShades(t);
  return (
    `<g transform="translate(-100 0)">` +
    `<ellipse cx="30" cy="4" rx="110" ry="12" fill="#000" opacity=".25" filter="url(#b10)"/>` +
    `<path d="M-42 -4Q-42 -30 -28 -32L28 -32Q42 -30 42 -4Q0 8 -42 -4Z" fill="${m.mid}"/>` +
    tube('M0 -30L0 -400A110 110 0 0 1 220 -400L220 -330', t, 40) +
    tube('M220 -360L220 -262', t, 50) +
    `<rect x="196" y="-270" width="48" height="10" rx="3" fill="${m.deep}"/>` +
    tube('M18 -170L58 -170L74 -238', t, 16) +
    `</g>`
  );
}

/** Pull-down kitchen faucet: tall column with a gooseneck arc, spray head and side lever. */
const kitchenFaucet = (t, _k, p) => ({ defs: '', body: kitchenFaucetBody(p, t) });

/** Thermostatic shower column: mixer bar, riser, overhead rain head, hand shower and hose. */
const shower = (t, _k, p) => {
  const m = metalShades(t);
  const rain = Array.from({ length: 9 }, (_, i) => `M${-190 + i * 30} -528l${(i - 4) * 4} 348`).join('');
  const water = `<path d="${rain}" stroke="#fff" stroke-width="2" opacity=".35"/>`;
  return {
    defs:
      metalLin(`${p}m`, t, true) +
      lin(`${p}h`, [[0, m.hi], [0.5, m.mid], [1, m.lo]]) +
      lin(`${p}w`, [[0, '#fff', 0.9], [1, '#fff', 0]]),
    body:
      `<rect x="-170" y="-56" width="360" height="80" rx="40" fill="#000" opacity=".18" filter="url(#b10)"/>` +
      `<rect x="110" y="-560" width="40" height="540" fill="#000" opacity=".12" filter="url(#b10)"/>` +
      `<g opacity=".8">${water}</g>` +
      tube('M120 -40L120 -560L-30 -560', t, 30) +
      `<ellipse cx="-40" cy="-546" rx="170" ry="16" fill="url(#${p}h)"/>` +
      `<ellipse cx="-40" cy="-552" rx="170" ry="12" fill="${m.hi}"/>` +
      `<ellipse cx="-40" cy="-538" rx="150" ry="6" fill="${m.lo}" opacity=".6"/>` +
      `<path d="M-16 -30C-40 120 -120 120 -140 -60L-150 -180" fill="none" stroke="${m.lo}" stroke-width="10"/>` +
      `<path d="M-16 -30C-40 120 -120 120 -140 -60L-150 -180" fill="none" stroke="${m.hi}" stroke-width="3" opacity=".7"/>` +
      tube('M-150 -180L-166 -320', t, 26) +
      `<ellipse cx="-170" cy="-340" rx="34" ry="22" transform="rotate(-8 -170 -340)" fill="url(#${p}h)"/>` +
      `<rect x="-160" y="-72" width="320" height="68" rx="34" fill="url(#${p}m)"/>` +
      `<rect x="-196" y="-80" width="42" height="84" rx="12" fill="url(#${p}m)"/>` +
      `<rect x="154" y="-80" width="42" height="84" rx="12" fill="url(#${p}m)"/>` +
      `<path d="M-186 -72V-4M-176 -72V-4M-166 -72V-4M164 -72V-4M174 -72V-4M184 -72V-4" stroke="${m.lo}" stroke-width="2" opacity=".5"/>`,
  };
};

const PAINTERS = {
  basin,
  'wall-basin': wallBasin,
  toilet,
  bathtub,
  'mirror-cabinet': mirrorCabinet,
  vanity,
  'bath-faucet': bathFaucet,
  'kitchen-sink': kitchenSink,
  'kitchen-faucet': kitchenFaucet,
  shower,
};

/**
 * How each kind is framed: its bounding box in local coordinates [x0, y0, x1, y1], whether it
 * hangs on a wall (no floor contact) and whether the alternate views mirror it.
 */
const FRAME = {
  basin: { box: [-245, -240, 245, 15], wall: false, flip: false },
  'wall-basin': { box: [-290, -395, 290, 125], wall: true, flip: false },
  toilet: { box: [-272, -556, 270, 10], wall: false, flip: true },
  bathtub: { box: [-352, -362, 352, 12], wall: false, flip: true },
  'mirror-cabinet': { box: [-232, -522, 250, 60], wall: true, flip: false },
  vanity: { box: [-292, -520, 292, 10], wall: true, flip: false },
  'bath-faucet': { box: [-125, -416, 216, 12], wall: false, flip: true },
  'kitchen-sink': { box: [-400, -300, 400, 180], wall: true, flip: false },
  'kitchen-faucet': { box: [-145, -532, 146, 10], wall: false, flip: true },
  shower: { box: [-212, -578, 198, 90], wall: true, flip: false },
};

/** Scale and anchor that fit `kind` into the area (x, y, w, h) at `fill` of its size, centred. */
function fit(kind, x, y, w, h, fill, flip = false) {
  const [x0, y0, x1, y1] = (FRAME[kind] ?? FRAME.basin).box;
  const s = Math.min((w * fill) / (x1 - x0), (h * fill) / (y1 - y0));
  const cx = ((x0 + x1) / 2) * s * (flip ? -1 : 1);
  const cy = ((y0 + y1) / 2) * s;
  return { x: x + w / 2 - cx, y: y + h / 2 - cy, s };
}

/** Studio backgrounds per variant: wall top, wall bottom, floor. */
const STUDIO = [
  ['#f4f2ee', '#e9e5df', '#ddd8d0'],
  ['#eff1f2', '#e2e5e7', '#d4d8db'],
  ['#f3efe9', '#e7e0d6', '#d9d0c3'],
  ['#eef0eb', '#e0e4dc', '#d1d6cc'],
];

/**
 * Product packshot, 800 x 800: a soft neutral studio (subtle gradient, floor shadow, window light)
 * with the object drawn in gradients of `tone`. `variant` 0..3 changes the background, scale and
 * viewing angle (variant 2 is a closer look). `label` becomes the accessible title only; nothing
 * is written on the image.
 * @param {ImageKind} kind
 * @param {string} tone
 * @param {number} variant
 * @param {string} [label]
 * @returns {string} the SVG document
 */
export function productSvg(kind, tone, variant, label) {
  const v = ((Math.trunc(variant) % 4) + 4) % 4;
  const f = FRAME[kind] ?? FRAME.basin;
  const [w0, w1, fl] = STUDIO[v];
  const k = [0.26, 0.34, 0.3, 0.22][v];
  const flip = f.flip && v % 2 === 1;
  const paint = (PAINTERS[kind] ?? basin)(tone, k, 'o');
  let at;
  if (kind === 'kitchen-sink') {
    at = { x: 400 + [0, 20, -20, -10][v], y: [620, 600, 700, 610][v], s: [1, 0.92, 1.3, 0.86][v] };
  } else {
    at = fit(kind, [0, 24, -20, -16][v], f.wall ? 0 : 24, 800, 800, [0.74, 0.66, 0.88, 0.6][v], flip);
  }
  const horizon = f.wall ? 740 : Math.min(740, at.y - 40 * at.s);
  const defs =
    lin('bg', [[0, w0], [horizon / 800 - 0.06, w1], [horizon / 800 + 0.05, fl], [1, dark(fl, 0.05)]]) +
    rad('gl', [[0, '#fff', 0.75], [1, '#fff', 0]]) +
    paint.defs;
  const windowLight =
    v % 2 === 0
      ? `<path d="M90 40L330 40L250 480L10 480Z" fill="#fff" opacity=".32" filter="url(#b48)"/>`
      : `<path d="M520 20L760 20L800 420L560 420Z" fill="#fff" opacity=".3" filter="url(#b48)"/>`;
  const body =
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    windowLight +
    `<ellipse cx="400" cy="360" rx="360" ry="300" fill="url(#gl)"/>` +
    place(paint, at.x, at.y, at.s, flip);
  return svgDoc(800, 800, defs, body, label);
}

/** Scale and anchor that fit `kind` into a w x h box standing on `bottom`, centred on `cx`. */
function stand(kind, cx, bottom, w, h) {
  const [x0, y0, x1, y1] = (FRAME[kind] ?? FRAME.basin).box;
  const s = Math.min(w / (x1 - x0), h / (y1 - y0));
  return { x: cx - ((x0 + x1) / 2) * s, y: bottom - y1 * s, s };
}

/* ------------------------------------------------------------------ scenes */

function pal(palette, i, fallback) {
  const c = palette[i];
  return typeof c === 'string' && /^#?[0-9a-fA-F]{3,6}$/.test(c.trim()) ? (c.startsWith('#') ? c : '#' + c) : fallback;
}

/** A plant in a ceramic vase, local base at y = 0. */
function plant(leaf, vase) {
  const leaves = [
    [-10, -230, -30],
    [20, -250, 18],
    [-40, -190, -55],
    [40, -200, 48],
    [0, -280, 4],
    [-60, -150, -72],
    [60, -160, 70],
  ]
    .map(
      ([x, y, r], i) =>
        `<ellipse cx="${x}" cy="${y}" rx="22" ry="70" transform="rotate(${r} ${x} ${y})" fill="${i % 2 ? dark(leaf, 0.15) : leaf}"/>`,
    )
    .join('');
  return (
    `<ellipse cx="0" cy="2" rx="70" ry="10" fill="#000" opacity=".22" filter="url(#b10)"/>` +
    `<path d="M-6 -120L-2 -260M6 -120L30 -240M0 -120L-40 -200" stroke="${dark(leaf, 0.3)}" stroke-width="4"/>` +
    leaves +
    `<path d="M-56 -120Q-70 -20 -40 0L40 0Q70 -20 56 -120Z" fill="${vase}"/>` +
    `<path d="M-56 -120Q-70 -20 -40 0L-20 0Q-46 -40 -36 -120Z" fill="#fff" opacity=".25"/>`
  );
}

/** Room shell: wall, floor, a window with its light on the floor. Coordinates in the banner's frame. */
function room(w, h, floorY, wall, floor, winX, winW) {
  const winY = h * 0.1;
  const winH = floorY - winY - h * 0.14;
  const ws = ceramic(wall);
  const fs = ceramic(floor);
  const frame = dark(wall, 0.22);
  const mullions =
    `<path d="M${winX + winW / 2} ${winY}V${winY + winH}M${winX} ${n(winY + winH * 0.62)}H${winX + winW}" stroke="${frame}" stroke-width="6"/>`;
  const patch = `M${winX + winW * 0.2} ${floorY + 12}L${winX + winW * 1.2} ${floorY + 12}L${winX + winW * 2.3} ${h}L${winX + winW * 0.8} ${h}Z`;
  return {
    defs:
      lin('rw', [[0, ws.hi], [0.75, wall], [1, ws.lo]]) +
      lin('rl', [[0, '#fff', 0.3], [0.45, '#fff', 0], [1, '#000', 0.07]], 0, 0, 1, 0) +
      lin('rf', [[0, fs.lo], [1, fs.hi]]) +
      lin('rg', [[0, '#fffdf6'], [1, '#f3eee4']]),
    body:
      `<rect width="${w}" height="${h}" fill="url(#rw)"/>` +
      `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#rf)"/>` +
      `<rect y="${floorY - 14}" width="${w}" height="14" fill="${light(wall, 0.3)}"/>` +
      `<rect y="${floorY}" width="${w}" height="3" fill="#000" opacity=".08"/>` +
      `<rect width="${w}" height="${h}" fill="url(#rl)"/>` +
      `<ellipse cx="${winX + winW / 2}" cy="${winY + winH / 2}" rx="${winW}" ry="${winH * 0.8}" fill="#fff" opacity=".35" filter="url(#b48)"/>` +
      `<rect x="${winX - 8}" y="${winY - 8}" width="${winW + 16}" height="${winH + 16}" fill="${frame}"/>` +
      `<rect x="${winX}" y="${winY}" width="${winW}" height="${winH}" fill="url(#rg)"/>` +
      mullions +
      `<rect x="${winX - 24}" y="${winY + winH + 8}" width="${winW + 48}" height="12" fill="${light(wall, 0.4)}"/>` +
      `<path d="${patch}" fill="#fff8e6" opacity=".5" filter="url(#b24)"/>`,
  };
}

/** Square wall tiles with fine grout over the given area. */
function tiles(x, y, w, h, size, grout) {
  let d = '';
  for (let gx = x; gx <= x + w; gx += size) d += `M${gx} ${y}V${y + h}`;
  for (let gy = y + h; gy >= y; gy -= size) d += `M${x} ${gy}H${x + w}`;
  return `<path d="${d}" stroke="${grout}" stroke-width="2" opacity=".5"/>`;
}

function place(paint, x, y, s, flip = false) {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(flip ? -s : s)} ${n(s)})">${paint.body}</g>`;
}

/**
 * Main-slider banner: an interior scene (wall, floor, window light and a bathtub, shower or
 * kitchen counter) tinted by `palette` ([wall, floor, object, accent]). 1920 x 800 for pc,
 * 800 x 1000 when `mobile`; the upper left stays calm for the slide's text.
 * @param {'bath' | 'kitchen' | 'wellness'} scene
 * @param {string[]} palette
 * @param {boolean} mobile
 * @returns {string} the SVG document
 */
export function bannerSvg(scene, palette, mobile) {
  const w = mobile ? 800 : 1920;
  const h = mobile ? 1000 : 800;
  const wall = pal(palette, 0, '#e9e4dc');
  const floor = pal(palette, 1, '#cbbfae');
  const obj = pal(palette, 2, '#f5f5f0');
  const accent = pal(palette, 3, '#7d8369');
  const floorY = mobile ? 760 : 640;
  const r = room(w, h, floorY, wall, floor, mobile ? 60 : 120, mobile ? 220 : 340);
  let defs = r.defs;
  let body = r.body;
  const add = (pnt, x, y, s, flip = false) => {
    defs += pnt.defs;
    body += place(pnt, x, y, s, flip);
  };
  if (scene === 'bath') {
    const tx = mobile ? 380 : 1180;
    const ts = mobile ? 0.84 : 1;
    const fx = tx + 410 * ts;
    if (!mobile) body += place({ defs: '', body: plant(accent, light(obj, 0.2)) }, 700, floorY + 30, 0.95);
    add(bathtub(obj, 0.24, 't'), tx, floorY + 50, ts);
    if (mobile) body += place({ defs: '', body: plant(accent, light(obj, 0.2)) }, 96, floorY + 150, 0.62);
    body += tube(`M${n(fx)} ${floorY + 36}V${n(floorY - 300 * ts)}Q${n(fx)} ${n(floorY - 360 * ts)} ${n(fx - 60 * ts)} ${n(floorY - 350 * ts)}L${n(fx - 80 * ts)} ${n(floorY - 335 * ts)}`, '#c9cdd1', 16 * ts);
    body += `<ellipse cx="${n(fx)}" cy="${floorY + 38}" rx="${n(22 * ts)}" ry="6" fill="#9a9ea2"/>`;
  } else if (scene === 'wellness') {
    const sx = mobile ? 600 : 1560;
    const ss = mobile ? 0.62 : 0.7;
    body += tiles(mobile ? 440 : 1280, 0, mobile ? 360 : 640, floorY - 14, mobile ? 100 : 120, dark(wall, 0.12));
    add(shower('#c9cdd1', 0.26, 's'), sx, floorY - 200, ss);
    if (!mobile) body += place({ defs: '', body: plant(accent, dark(wall, 0.2)) }, 560, floorY + 30, 0.85);
    add(bathtub(obj, 0.22, 't'), mobile ? 290 : 920, floorY + 50, mobile ? 0.7 : 0.95);
  } else {
    const ky = floorY - (mobile ? 120 : 150);
    const cx = mobile ? 400 : 1250;
    for (const lx of mobile ? [260, 540] : [1040, 1460]) {
      const ly = ky - (mobile ? 320 : 360);
      body +=
        `<path d="M${lx} 0V${ly - 40}" stroke="${dark(wall, 0.5)}" stroke-width="3"/>` +
        `<ellipse cx="${lx}" cy="${ly + 30}" rx="110" ry="60" fill="#fff4d8" opacity=".55" filter="url(#b24)"/>` +
        `<path d="M${lx - 60} ${ly}Q${lx - 60} ${ly - 60} ${lx} ${ly - 60}Q${lx + 60} ${ly - 60} ${lx + 60} ${ly}Z" fill="${accent}"/>` +
        `<ellipse cx="${lx}" cy="${ly}" rx="60" ry="7" fill="#fff8e6"/>`;
    }
    add(kitchenSink(obj, 0.3, 'k'), cx, ky, mobile ? 0.62 : 0.8);
  }
  body += `<rect width="${w}" height="${h}" fill="${wall}" opacity=".06"/>`;
  return svgDoc(w, h, defs, body);
}

/** Which composition a collection tile uses. */
const COLLECTION_SCENE = {
  antao: 'basin',
  viclean: 'toilet',
  'loop-friends': 'wall-basin',
  collaro: 'vanity',
  hommage: 'bathtub',
  'subway-kitchen': 'kitchen-sink',
  architectura: 'kitchen-faucet',
};

function hash(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Collection tile, 800 x 1000: a mood image for a brand collection (an arched niche or a
 * coloured wall, geometric shapes and the collection's signature object), tinted by
 * `palette` ([wall, object, accent]).
 * @param {string} code
 * @param {string[]} palette
 * @returns {string} the SVG document
 */
export function collectionSvg(code, palette) {
  const wall = pal(palette, 0, '#e6dfd4');
  const obj = pal(palette, 1, '#f5f5f0');
  const accent = pal(palette, 2, '#b9a27f');
  const kinds = Object.values(COLLECTION_SCENE);
  const kind = COLLECTION_SCENE[code] ?? kinds[hash(code) % kinds.length];
  const ws = ceramic(wall);
  const h = hash(code);
  let defs = lin('cw', [[0, ws.hi], [1, ws.lo]]) + lin('cn', [[0, ws.lo], [1, wall]]);
  let body = `<rect width="800" height="1000" fill="url(#cw)"/>`;
  const shape = h % 3;
  if (shape === 0) {
    body += `<path d="M170 900V420A230 230 0 0 1 630 420V900Z" fill="url(#cn)"/><path d="M170 900V420A230 230 0 0 1 630 420" fill="none" stroke="#fff" stroke-width="3" opacity=".4"/>`;
  } else if (shape === 1) {
    body += `<circle cx="560" cy="300" r="210" fill="${accent}" opacity=".55"/><circle cx="230" cy="520" r="120" fill="${light(accent, 0.4)}" opacity=".5"/>`;
  } else {
    body += `<rect x="90" y="160" width="360" height="740" fill="${accent}" opacity=".35"/><rect x="380" y="80" width="330" height="540" fill="${light(accent, 0.5)}" opacity=".45"/>`;
  }
  body += `<path d="M0 880H800V1000H0Z" fill="${dark(wall, 0.12)}"/><path d="M-40 0L260 0L520 1000L220 1000Z" fill="#fff" opacity=".18" filter="url(#b48)"/>`;
  const pnt = PAINTERS[kind](kind.includes('faucet') || kind === 'shower' ? '#c9cdd1' : obj, 0.28, 'c');
  defs += pnt.defs;
  if (kind === 'kitchen-sink') {
    defs +=
      `<pattern id="sb" width="96" height="48" patternUnits="userSpaceOnUse">` +
      `<path d="M0 0.5H96M0 24.5H96M0.5 0V24M48.5 24V48" stroke="${dark(wall, 0.14)}" stroke-width="2" fill="none"/></pattern>`;
    body += `<rect x="0" y="0" width="800" height="640" fill="url(#sb)" opacity=".6"/>`;
    body += place(pnt, 400, 790, 0.8);
  } else if (kind === 'basin') {
    body += `<rect x="110" y="700" width="580" height="46" fill="${dark(accent, 0.2)}"/><rect x="110" y="700" width="580" height="8" fill="#fff" opacity=".25"/>`;
    const at = stand(kind, 400, 704, 470, 300);
    body += place(pnt, at.x, at.y, at.s);
  } else if (FRAME[kind].wall) {
    const at = fit(kind, 100, 260, 600, 600, 0.9);
    body += place(pnt, at.x, at.y, at.s);
  } else {
    const at = stand(kind, 400, 905, 600, 560);
    body += place(pnt, at.x, at.y, at.s);
  }
  return svgDoc(800, 1000, defs, body);
}

/**
 * Category visual, 600 x 400: the category's typical object on a soft wall tinted with `tone`.
 * @param {ImageKind} kind
 * @param {string} tone
 * @returns {string} the SVG document
 */
export function categorySvg(kind, tone) {
  const f = FRAME[kind] ?? FRAME.basin;
  const t = ceramic(pal([tone], 0, '#e9e4dc'));
  const metal = kind.includes('faucet') || kind === 'shower' || kind === 'mirror-cabinet';
  const obj = metal ? '#c9cdd1' : kind === 'vanity' ? '#b08b62' : '#f5f5f0';
  const pnt = (PAINTERS[kind] ?? basin)(obj, 0.28, 'g');
  const defs = lin('cb', [[0, t.hi], [0.72, t.mid], [0.78, t.lo], [1, t.lo]]) + pnt.defs;
  const at = kind === 'kitchen-sink' ? { x: 300, y: 310, s: 0.5 } : f.wall ? fit(kind, 100, 30, 400, 340, 0.92) : stand(kind, 300, 350, 400, 280);
  const body =
    `<rect width="600" height="400" fill="url(#cb)"/>` +
    `<path d="M40 0L220 0L120 400L-60 400Z" fill="#fff" opacity=".25" filter="url(#b24)"/>` +
    place(pnt, at.x, at.y, at.s);
  return svgDoc(600, 400, defs, body);
}

/**
 * Band banner above the header: a quiet tinted strip with soft circles (the text is HTML).
 * @param {string[]} palette
 * @param {boolean} mobile
 * @returns {string} the SVG document, 1920 x 120 (800 x 120 when `mobile`)
 */
export function bandSvg(palette, mobile) {
  const w = mobile ? 800 : 1920;
  const a = pal(palette, 0, '#2f3a35');
  const b = pal(palette, 1, '#55635a');
  const defs = lin('bd', [[0, a], [1, b]], 0, 0, 1, 0);
  const body =
    `<rect width="${w}" height="120" fill="url(#bd)"/>` +
    `<circle cx="${w * 0.12}" cy="120" r="110" fill="#fff" opacity=".06"/>` +
    `<circle cx="${w * 0.86}" cy="0" r="140" fill="#fff" opacity=".05"/>`;
  return svgDoc(w, 120, defs, body);
}

/* ------------------------------------------------------------------ the demo's set */

/** Palettes of the home's main slides: [wall, floor, object, accent]. */
const BANNERS = [
  { code: 'MAIN_1', scene: 'bath', palette: ['#e9e3da', '#c9b9a4', '#f5f5f0', '#7d8369'] },
  { code: 'MAIN_2', scene: 'kitchen', palette: ['#dfe2df', '#b8ada0', '#f2f1ec', '#3f4a45'] },
];

/** Mood palettes of the collections: [wall, object, accent]. */
const COLLECTION_PALETTES = {
  antao: ['#e7ddd0', '#d9c8b0', '#9b8a6e'],
  viclean: ['#e4e7e8', '#f5f5f0', '#9fb0b8'],
  'loop-friends': ['#efe3d9', '#f5f5f0', '#d9a98c'],
  collaro: ['#dcd6cc', '#e8e4dc', '#8a7a66'],
  hommage: ['#e5e1d6', '#f5f5f0', '#6f7d74'],
  'subway-kitchen': ['#e2e4e0', '#f5f5f0', '#7a8a84'],
  architectura: ['#d8d4cd', '#3a3a3a', '#5d5a55'],
};

/**
 * Every image the demo catalogue needs, drawn from its data (the parsed JSON files of
 * `backend/src/demo/seed-data`), as [key, path under the image root, svg]. Keys are
 * `product:{code}:{0..2}`, `banner:{MAIN_1|MAIN_2}:{pc|mobile}`, `collection:{brand}`,
 * `category:{code}`, `band:main`, `band:main:mobile` and the pages' `page:{path}:hero`,
 * `page:{path}:{block}` (an image and text block's picture, or a panorama's, under `panoramas/`) and
 * `page:{path}:{block}:{n}`; the seed looks images up by key.
 * @param {{ products: { code: string, name: string, image: { kind: ImageKind, tone: string } }[], brands: { code: string }[], categories: { code: string, color?: string, visualKind?: ImageKind }[], pages?: { path: string, hero: { picture: { scene: 'bath' | 'kitchen' | 'wellness', palette: string[] } }, blocks: { type: string, picture?: { object: ImageKind, tone: string, palette?: string[] }, pictures?: { object: ImageKind, tone: string }[], hotspots?: { object: string, yaw: number, tone?: string }[] }[] }[] }} data
 * @returns {[string, string, string][]}
 */
export function demoImages({ products, brands, categories, pages = [] }) {
  const out = [];
  for (const p of products) {
    for (let v = 0; v < 3; v++) {
      out.push([`product:${p.code}:${v}`, `products/${p.code}-${v}.svg`, productSvg(p.image.kind, p.image.tone, v, p.name.split(',')[0])]);
    }
  }
  for (const b of BANNERS) {
    out.push([`banner:${b.code}:pc`, `banners/${b.code}-pc.svg`, bannerSvg(b.scene, b.palette, false)]);
    out.push([`banner:${b.code}:mobile`, `banners/${b.code}-mobile.svg`, bannerSvg(b.scene, b.palette, true)]);
  }
  for (const b of brands) {
    out.push([`collection:${b.code}`, `collections/${b.code}.svg`, collectionSvg(b.code, COLLECTION_PALETTES[b.code] ?? [])]);
  }
  for (const c of categories) {
    const kind = c.visualKind ?? (c.code.toLowerCase().includes('kitchen') ? 'kitchen-sink' : 'bathtub');
    out.push([`category:${c.code}`, `categories/${c.code}.svg`, categorySvg(kind, c.color ?? '#e9e4dc')]);
  }
  // The brand site's pages (seed-data/pages.json): the opening scene and each block's pictures, keys as demo-pages.ts pictureKey.
  for (const page of pages) {
    const slug = page.path.slice(1).split('/').join('.');
    out.push([`page:${page.path}:hero`, `pages/${slug}-hero.svg`, bannerSvg(page.hero.picture.scene, page.hero.picture.palette, false)]);
    page.blocks.forEach((block, i) => {
      if (block.type === 'imageText') out.push([`page:${page.path}:${i}`, `pages/${slug}-${i}.svg`, categorySvg(block.picture.object, block.picture.tone)]);
      if (block.type === 'gallery')
        block.pictures.forEach((pic, n) => out.push([`page:${page.path}:${i}:${n}`, `pages/${slug}-${i}-${n}.svg`, categorySvg(pic.object, pic.tone)]));
      // A 360° picture: drawn here, turned into WebP by the seed (demo-images.ts renders everything under panoramas/).
      if (block.type === 'panorama') out.push([`page:${page.path}:${i}`, `panoramas/${slug}-${i}.svg`, panoramaSvg(block.picture.palette, block.hotspots)]);
    });
  }
  out.push(['band:main', 'bands/main-pc.svg', bandSvg(['#2f3a35', '#55635a'], false)]);
  out.push(['band:main:mobile', 'bands/main-mobile.svg', bandSvg(['#2f3a35', '#55635a'], true)]);
  return out;
}
