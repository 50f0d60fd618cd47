import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ProcessedImage } from '../../images/process-image.js';
import type { Scene, Sky } from './demo-data.js';

/**
 * Destination pictures drawn by the project: an SVG per destination (sky, sun or moon, a landscape or a
 * landmark silhouette, the city name and airport code), rendered to WebP with sharp. Nothing is fetched.
 * The lettering is a built-in stroke font, not a system font, so the same destination gives the same
 * bytes (and image id) on every machine with the same sharp.
 */

export const ART_WIDTH = 800;
export const ART_HEIGHT = 500;
const W = ART_WIDTH;
const H = ART_HEIGHT;

export interface ArtSubject {
  name: string;
  iata: string;
  scene: Scene;
  sky: Sky;
}

// ---------------------------------------------------------------- randomness and numbers

/** A small seeded generator (mulberry32): the same subject always draws the same picture. */
function rngFor(text: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rng = () => number;
const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();
const n = (v: number) => (Math.round(v * 10) / 10).toString();

// ---------------------------------------------------------------- palettes

interface Palette {
  sky: [string, string, string];
  sun: string;
  sunX: number;
  sunY: number;
  sunR: number;
  far: string;
  mid: string;
  near: string;
  water: [string, string];
  land: [string, string, string];
  sand: string;
  lights: string | null;
  stars: boolean;
}

const PALETTES: Record<Sky, Palette> = {
  day: {
    sky: ['#2f7fc1', '#78b8e6', '#d4eefa'],
    sun: '#fffbe6',
    sunX: 640,
    sunY: 95,
    sunR: 38,
    far: '#8fb3cc',
    mid: '#5a7f9c',
    near: '#2e4b63',
    water: ['#3a87b8', '#1d4f75'],
    land: ['#93c874', '#64a14f', '#3f7a35'],
    sand: '#ecd6a4',
    lights: null,
    stars: false,
  },
  dawn: {
    sky: ['#4f64ad', '#c99bb8', '#fbd3a0'],
    sun: '#fff1c4',
    sunX: 600,
    sunY: 250,
    sunR: 46,
    far: '#a092b6',
    mid: '#6f6693',
    near: '#3d3a5e',
    water: ['#8d8fc0', '#3b4677'],
    land: ['#a3b987', '#6f9160', '#46683f'],
    sand: '#e8c9a6',
    lights: '#ffe3a3',
    stars: false,
  },
  dusk: {
    sky: ['#23285f', '#b5527a', '#f79a5e'],
    sun: '#ffd27a',
    sunX: 610,
    sunY: 275,
    sunR: 52,
    far: '#7c4f7a',
    mid: '#4f3358',
    near: '#2a1d36',
    water: ['#8a5878', '#2b2140'],
    land: ['#6f6a4e', '#4d4c38', '#2f2f24'],
    sand: '#c99672',
    lights: '#ffd98a',
    stars: false,
  },
  night: {
    sky: ['#070d24', '#16224a', '#34487e'],
    sun: '#f3f1e4',
    sunX: 650,
    sunY: 90,
    sunR: 28,
    far: '#2a3a66',
    mid: '#1b294d',
    near: '#0e172f',
    water: ['#22355f', '#08102a'],
    land: ['#2c4a3c', '#1f3a2e', '#142820'],
    sand: '#5d5b6b',
    lights: '#ffd98a',
    stars: true,
  },
};

// ---------------------------------------------------------------- shapes

/** A rolling ridge from x 0 to W, closed down to the bottom edge. */
function ridge(rng: Rng, baseY: number, amp: number, segments: number, fill: string, extra = ''): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= segments; i++) pts.push([(W * i) / segments, baseY - amp * rng()]);
  let d = `M0,${H} L0,${n(pts[0]![1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const [x, y] = pts[i]!;
    const [x2, y2] = pts[i + 1]!;
    d += ` Q${n(x)},${n(y)} ${n((x + x2) / 2)},${n((y + y2) / 2)}`;
  }
  d += ` L${W},${n(pts[pts.length - 1]![1])} L${W},${H} Z`;
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

function skyline(
  rng: Rng,
  o: { x0: number; x1: number; baseY: number; minH: number; maxH: number; minW: number; maxW: number; fill: string; lights: string | null },
): string {
  let out = '';
  let x = o.x0;
  while (x < o.x1) {
    const w = between(rng, o.minW, o.maxW);
    const h = between(rng, o.minH, o.maxH);
    const top = o.baseY - h;
    out += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h + 2)}" fill="${o.fill}"/>`;
    const r = rng();
    if (r < 0.25) out += `<rect x="${n(x + w * 0.2)}" y="${n(top - h * 0.08)}" width="${n(w * 0.6)}" height="${n(h * 0.08 + 1)}" fill="${o.fill}"/>`;
    else if (r < 0.4) out += `<rect x="${n(x + w / 2 - 1)}" y="${n(top - 28)}" width="2" height="29" fill="${o.fill}"/>`;
    else if (r < 0.5) out += `<path d="M${n(x)},${n(top + 0.5)} L${n(x + w / 2)},${n(top - w * 0.45)} L${n(x + w)},${n(top + 0.5)} Z" fill="${o.fill}"/>`;
    if (o.lights && w > 14 && h > 40) {
      out += `<rect x="${n(x + 3)}" y="${n(top + 8)}" width="${n(w - 6)}" height="${n(h - 14)}" fill="url(#win)" opacity="${n(between(rng, 0.35, 0.9))}"/>`;
    }
    x += w + between(rng, -2, 6);
  }
  return out;
}

function water(rng: Rng, p: Palette, top: number): string {
  let out = `<rect x="0" y="${top}" width="${W}" height="${H - top}" fill="url(#sea)"/>`;
  // The sun's (or moon's) glitter on the water.
  for (let i = 0; i < 9; i++) {
    const y = top + 6 + i * ((H - top) / 10);
    const w = (p.sunR * 1.6 + i * 6) * between(rng, 0.5, 1);
    out += `<rect x="${n(p.sunX - w / 2)}" y="${n(y)}" width="${n(w)}" height="2.5" rx="1.2" fill="${p.sun}" opacity="${n(0.55 - i * 0.045)}"/>`;
  }
  for (let i = 0; i < 14; i++) {
    const x = between(rng, 0, W);
    const y = between(rng, top + 8, H - 4);
    out += `<rect x="${n(x)}" y="${n(y)}" width="${n(between(rng, 20, 70))}" height="1.6" fill="#ffffff" opacity="0.18"/>`;
  }
  return out;
}

function palm(x: number, baseY: number, h: number, lean: number, fill: string): string {
  const tx = x + lean;
  const ty = baseY - h;
  let out = `<path d="M${n(x)},${n(baseY)} Q${n(x + lean * 0.2)},${n(baseY - h * 0.6)} ${n(tx)},${n(ty)}" stroke="${fill}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  const fronds: [number, number][] = [[-70, 22], [-48, 40], [-20, 48], [18, 46], [50, 38], [72, 18], [0, -28]];
  for (const [dx, dy] of fronds) {
    out += `<path d="M${n(tx)},${n(ty)} Q${n(tx + dx * 0.5)},${n(ty - 24)} ${n(tx + dx)},${n(ty + dy)}" stroke="${fill}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

function tree(x: number, baseY: number, r: number, fill: string): string {
  return (
    `<rect x="${n(x - r * 0.12)}" y="${n(baseY - r * 1.4)}" width="${n(r * 0.24)}" height="${n(r * 1.4)}" fill="${fill}"/>` +
    `<circle cx="${n(x)}" cy="${n(baseY - r * 1.7)}" r="${n(r)}" fill="${fill}"/>` +
    `<circle cx="${n(x - r * 0.7)}" cy="${n(baseY - r * 1.3)}" r="${n(r * 0.7)}" fill="${fill}"/>` +
    `<circle cx="${n(x + r * 0.7)}" cy="${n(baseY - r * 1.3)}" r="${n(r * 0.75)}" fill="${fill}"/>`
  );
}

function boat(x: number, y: number, s: number, hull: string, sail: string): string {
  return (
    `<path d="M${n(x - 34 * s)},${n(y)} L${n(x + 34 * s)},${n(y)} L${n(x + 24 * s)},${n(y + 10 * s)} L${n(x - 24 * s)},${n(y + 10 * s)} Z" fill="${hull}"/>` +
    `<rect x="${n(x - 1.5 * s)}" y="${n(y - 50 * s)}" width="${n(3 * s)}" height="${n(50 * s)}" fill="${hull}"/>` +
    `<path d="M${n(x + 2 * s)},${n(y - 48 * s)} Q${n(x + 30 * s)},${n(y - 30 * s)} ${n(x + 26 * s)},${n(y - 4 * s)} L${n(x + 2 * s)},${n(y - 4 * s)} Z" fill="${sail}"/>`
  );
}

function dome(x: number, baseY: number, r: number, fill: string): string {
  return (
    `<rect x="${n(x - r)}" y="${n(baseY - r * 0.9)}" width="${n(r * 2)}" height="${n(r * 0.9 + 1)}" fill="${fill}"/>` +
    `<path d="M${n(x - r)},${n(baseY - r * 0.9)} A${n(r)},${n(r * 1.1)} 0 0 1 ${n(x + r)},${n(baseY - r * 0.9)} Z" fill="${fill}"/>` +
    `<rect x="${n(x - 1.5)}" y="${n(baseY - r * 2.3)}" width="3" height="${n(r * 0.4)}" fill="${fill}"/>`
  );
}

function minaret(x: number, baseY: number, h: number, fill: string): string {
  return (
    `<rect x="${n(x - 6)}" y="${n(baseY - h)}" width="12" height="${n(h)}" fill="${fill}"/>` +
    `<rect x="${n(x - 10)}" y="${n(baseY - h * 0.72)}" width="20" height="5" fill="${fill}"/>` +
    `<rect x="${n(x - 9)}" y="${n(baseY - h - 4)}" width="18" height="6" fill="${fill}"/>` +
    `<path d="M${n(x - 7)},${n(baseY - h - 3)} L${n(x)},${n(baseY - h - 30)} L${n(x + 7)},${n(baseY - h - 3)} Z" fill="${fill}"/>`
  );
}

/** A stepped tower narrowing to a spire (Burj Khalifa). */
function spireTower(x: number, baseY: number, h: number, halfW: number, fill: string): string {
  const tiers = 10;
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i < tiers; i++) {
    const w = halfW * (1 - i / tiers) ** 1.15 + 2;
    const y0 = baseY - (h * i) / tiers;
    const y1 = baseY - (h * (i + 1)) / tiers;
    left.push(`${n(x - w)},${n(y0)} ${n(x - w)},${n(y1)}`);
    right.unshift(`${n(x + w)},${n(y1)} ${n(x + w)},${n(y0)}`);
  }
  return (
    `<polygon points="${left.join(' ')} ${right.join(' ')}" fill="${fill}"/>` +
    `<path d="M${n(x - 2.5)},${n(baseY - h)} L${n(x)},${n(baseY - h - 70)} L${n(x + 2.5)},${n(baseY - h)} Z" fill="${fill}"/>`
  );
}

/** A tiered temple spire (prang) of Bangkok or a pagoda of Yangon. */
function prang(x: number, baseY: number, h: number, halfW: number, fill: string): string {
  const tiers = 7;
  let out = '';
  for (let i = 0; i < tiers; i++) {
    const wb = halfW * (1 - i / tiers) ** 0.9;
    const wt = halfW * (1 - (i + 0.85) / tiers) ** 0.9;
    const yb = baseY - (h * i) / tiers;
    const yt = baseY - (h * (i + 1)) / tiers;
    out += `<path d="M${n(x - wb)},${n(yb)} L${n(x - wt)},${n(yt)} L${n(x + wt)},${n(yt)} L${n(x + wb)},${n(yb)} Z" fill="${fill}"/>`;
    out += `<rect x="${n(x - wb - 3)}" y="${n(yb - 3)}" width="${n(wb * 2 + 6)}" height="4" fill="${fill}"/>`;
  }
  out += `<path d="M${n(x - 3)},${n(baseY - h)} L${n(x)},${n(baseY - h - 40)} L${n(x + 3)},${n(baseY - h)} Z" fill="${fill}"/>`;
  return out;
}

// ---------------------------------------------------------------- scenes

type SceneDraw = (rng: Rng, p: Palette) => string;

const SCENES: Record<Scene, SceneDraw> = {
  dhaka: (rng, p) =>
    ridge(rng, 330, 10, 8, p.far) +
    skyline(rng, { x0: -10, x1: W + 10, baseY: 380, minH: 60, maxH: 170, minW: 22, maxW: 48, fill: p.mid, lights: p.lights }) +
    // The National Parliament House: a massive block pierced by circles and a triangle.
    `<path fill-rule="evenodd" fill="${p.near}" d="M250,404 L250,280 L510,280 L510,404 Z M286,330 a26,26 0 1 0 52,0 a26,26 0 1 0 -52,0 Z M380,362 L402,300 L424,362 Z M422,330 a26,26 0 1 0 52,0 a26,26 0 1 0 -52,0 Z"/>` +
    `<rect x="230" y="372" width="300" height="32" fill="${p.near}"/><rect x="238" y="268" width="28" height="20" fill="${p.near}"/><rect x="494" y="268" width="28" height="20" fill="${p.near}"/>` +
    water(rng, p, 400) +
    boat(120, 440, 0.9, p.near, p.far) +
    boat(660, 462, 1.1, p.near, p.mid),
  port: (rng, p) =>
    ridge(rng, 300, 50, 6, p.land[0]) +
    ridge(rng, 340, 30, 9, p.land[1]) +
    water(rng, p, 370) +
    [80, 170, 260].map((x) => `<path d="M${x},372 L${x},230 M${x - 12},372 L${x - 12},230 M${x - 30},238 L${x + 90},238 M${x - 12},230 L${x + 90},238" stroke="${p.near}" stroke-width="5" fill="none"/>`).join('') +
    // A container ship alongside.
    `<path d="M360,372 L740,372 L720,410 L380,410 Z" fill="${p.near}"/>` +
    ['#c0392b', '#2e86c1', '#d68910', '#229954', '#7d3c98', '#c0392b', '#2e86c1'].map((c, i) => `<rect x="${390 + i * 44}" y="${345 - (i % 2) * 16}" width="40" height="${27 + (i % 2) * 16}" fill="${c}" opacity="0.85"/>`).join('') +
    `<rect x="690" y="318" width="34" height="54" fill="${p.near}"/>`,
  'tea-hills': (rng, p) => {
    let out = ridge(rng, 250, 60, 5, p.far) + ridge(rng, 310, 60, 6, p.land[0]) + ridge(rng, 380, 50, 7, p.land[1]);
    for (let i = 0; i < 9; i++) {
      const y = 395 + i * 12;
      out += `<path d="M-10,${y} Q200,${y - 30} 400,${y - 6} T810,${y - 10}" stroke="${p.land[0]}" stroke-width="5" fill="none" opacity="0.7"/>`;
    }
    out += ridge(rng, 470, 10, 4, p.land[2], ' opacity="0.8"');
    for (const x of [140, 520, 690]) out += `<rect x="${x - 2}" y="320" width="4" height="90" fill="${p.near}"/><ellipse cx="${x}" cy="318" rx="45" ry="12" fill="${p.near}"/>`;
    return out;
  },
  beach: (rng, p) =>
    water(rng, p, 300) +
    `<path d="M0,430 Q250,395 520,420 T800,400 L800,500 L0,500 Z" fill="${p.sand}"/>` +
    `<path d="M0,428 Q250,392 520,418 T800,398" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.55"/>` +
    palm(70, 500, 210, 40, p.near) +
    palm(150, 500, 160, -20, p.near) +
    palm(730, 500, 190, -35, p.near),
  fields: (rng, p) => {
    let out = ridge(rng, 320, 25, 14, p.land[2]);
    const bands = [p.land[0], '#c9c163', p.land[1], '#9fbf5a', p.land[0]];
    for (let i = 0; i < bands.length; i++) {
      const y0 = 330 + i * i * 7;
      const y1 = 330 + (i + 1) * (i + 1) * 7;
      out += `<path d="M0,${y0} L${W},${y0 + 6} L${W},${Math.min(H, y1 + 6)} L0,${Math.min(H, y1)} Z" fill="${bands[i]!}"/>`;
    }
    out += `<rect x="0" y="${330 + 25 * 7}" width="${W}" height="${H}" fill="${p.land[1]}"/>`;
    out += `<rect x="520" y="300" width="70" height="34" fill="${p.near}"/><path d="M510,302 L555,270 L600,302 Z" fill="${p.near}"/>`;
    for (const [x, r] of [[90, 26], [420, 18], [700, 30]] as const) out += tree(x, 336, r, p.near);
    out += palm(640, 336, 110, 15, p.near);
    return out;
  },
  river: (rng, p) => {
    let out = ridge(rng, 310, 12, 16, p.land[2]);
    for (let i = 0; i < 8; i++) out += tree(between(rng, 0, W), 318, between(rng, 12, 22), p.near);
    out += water(rng, p, 318);
    out += boat(230, 400, 1.2, p.near, '#b5533c') + boat(560, 360, 0.8, p.near, '#c98b3e') + boat(700, 440, 1.4, p.near, p.mid);
    out += `<path d="M0,470 Q300,455 800,480 L800,500 L0,500 Z" fill="${p.land[2]}"/>`;
    return out;
  },
  burj: (rng, p) =>
    skyline(rng, { x0: -10, x1: W + 10, baseY: 400, minH: 60, maxH: 190, minW: 20, maxW: 44, fill: p.far, lights: p.lights }) +
    spireTower(420, 402, 300, 34, p.mid) +
    skyline(rng, { x0: -10, x1: W + 10, baseY: 420, minH: 20, maxH: 70, minW: 30, maxW: 70, fill: p.near, lights: null }) +
    water(rng, p, 420),
  gulf: (rng, p) => {
    const big = between(rng, 54, 68);
    const scene =
      skyline(rng, { x0: 380, x1: W + 10, baseY: 390, minH: 60, maxH: 210, minW: 22, maxW: 46, fill: p.far, lights: p.lights }) +
      ridge(rng, 380, 25, 5, p.sand, ' opacity="0.9"') +
      dome(220, 400, big, p.near) +
      dome(120, 400, big / 2, p.near) +
      dome(320, 400, big / 2, p.near) +
      minaret(60, 402, big * 3, p.near) +
      minaret(380, 402, big * 3, p.near) +
      `<rect x="40" y="395" width="360" height="10" fill="${p.near}"/>` +
      ridge(rng, 470, 25, 4, p.sand);
    // Mirrored for some cities so the Gulf pictures do not all look alike.
    return rng() < 0.5 ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${scene}</g>` : scene;
  },
  bridge: (rng, p) => {
    let out = skyline(rng, { x0: -10, x1: W + 10, baseY: 350, minH: 20, maxH: 80, minW: 26, maxW: 60, fill: p.far, lights: p.lights });
    out += water(rng, p, 350);
    const s = `stroke="${p.near}" fill="none" stroke-linejoin="round"`;
    // The cantilever truss of the Howrah Bridge: two towers, arms reaching to the banks and the middle.
    out += `<path d="M0,330 L800,330" ${s} stroke-width="9"/>`;
    for (const x of [250, 550]) {
      out += `<path d="M${x - 14},345 L${x - 8},150 L${x + 8},150 L${x + 14},345" ${s} stroke-width="8"/>`;
      out += `<path d="M${x - 8},150 L${x - 160},300 L${x - 250},330 M${x + 8},150 L${x + 150},300 L${x + 150},330" ${s} stroke-width="6"/>`;
      for (let i = 1; i < 5; i++) out += `<path d="M${x - 8 - i * 32},${150 + i * 30} L${x - 8 - i * 32},330 M${x + 8 + i * 30},${150 + i * 30} L${x + 8 + i * 30},330" ${s} stroke-width="3"/>`;
    }
    out += `<path d="M400,300 L400,330" ${s} stroke-width="4"/>`;
    out += boat(660, 430, 1, p.near, '#b5533c');
    return out;
  },
  gate: (rng, p) => {
    let out = ridge(rng, 380, 8, 10, p.land[2]);
    for (let i = 0; i < 7; i++) out += tree(between(rng, 0, 230) + (i % 2) * 560, 392, between(rng, 16, 26), p.near);
    // India Gate: a single arch under a cornice and a shallow dome.
    out += `<path fill-rule="evenodd" fill="${p.mid}" d="M320,400 L320,200 L480,200 L480,400 Z M365,400 L365,290 A35,40 0 0 1 435,290 L435,400 Z"/>`;
    out += `<rect x="308" y="188" width="184" height="16" fill="${p.mid}"/><rect x="340" y="165" width="120" height="24" fill="${p.mid}"/>`;
    out += `<path d="M370,166 A30,22 0 0 1 430,166 Z" fill="${p.mid}"/>`;
    out += `<rect x="0" y="398" width="${W}" height="${H}" fill="${p.land[1]}"/><rect x="330" y="398" width="140" height="${H}" fill="${p.sand}" opacity="0.5"/>`;
    return out;
  },
  seafront: (rng, p) => {
    let out = skyline(rng, { x0: -10, x1: W + 10, baseY: 340, minH: 40, maxH: 170, minW: 18, maxW: 42, fill: p.mid, lights: p.lights });
    // The bay's curving promenade and its string of lamps.
    out += `<path d="M0,340 Q400,395 800,350 L800,500 L0,500 Z" fill="url(#sea)"/>`;
    out += `<path d="M0,340 Q400,395 800,350" stroke="${p.near}" stroke-width="8" fill="none"/>`;
    for (let i = 0; i <= 20; i++) {
      const t = i / 20;
      const x = 800 * t;
      const y = (1 - t) * (1 - t) * 340 + 2 * (1 - t) * t * 395 + t * t * 350 - 7;
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="3" fill="${p.lights ?? p.sun}"/>`;
    }
    out += boat(300, 450, 1, p.near, p.far);
    return out;
  },
  marina: (rng, p) =>
    skyline(rng, { x0: -10, x1: 330, baseY: 380, minH: 60, maxH: 200, minW: 20, maxW: 44, fill: p.far, lights: p.lights }) +
    // Marina Bay Sands: three towers under one long deck.
    [420, 490, 560].map((x) => `<path d="M${x},382 L${x + 6},200 L${x + 44},200 L${x + 38},382 Z" fill="${p.mid}"/>`).join('') +
    `<path d="M392,186 L640,186 L652,196 L392,198 Z" fill="${p.mid}"/>` +
    skyline(rng, { x0: 650, x1: W + 10, baseY: 380, minH: 40, maxH: 140, minW: 20, maxW: 40, fill: p.far, lights: p.lights }) +
    `<rect x="0" y="378" width="${W}" height="10" fill="${p.near}"/>` +
    water(rng, p, 386),
  'twin-towers': (rng, p) => {
    // The towers' steel catches the light, so they stand out from the city around them.
    const steel = p.stars ? '#7f93c4' : '#b7bfd6';
    let out = skyline(rng, { x0: -10, x1: W + 10, baseY: 420, minH: 50, maxH: 160, minW: 20, maxW: 46, fill: p.far, lights: p.lights });
    // The Petronas Towers: two stepped towers, their spires and the sky bridge.
    out += '<g transform="translate(0,45)">';
    for (const x of [350, 450]) {
      out += `<rect x="${x - 22}" y="140" width="44" height="282" fill="${steel}"/>`;
      out += `<rect x="${x - 17}" y="115" width="34" height="30" fill="${steel}"/><rect x="${x - 12}" y="95" width="24" height="24" fill="${steel}"/>`;
      out += `<path d="M${x - 7},96 L${x},40 L${x + 7},96 Z" fill="${steel}"/>`;
      if (p.lights) out += `<rect x="${x - 18}" y="150" width="36" height="262" fill="url(#win)" opacity="0.8"/>`;
    }
    out += `<rect x="372" y="262" width="56" height="8" fill="${steel}"/></g>`;
    out += skyline(rng, { x0: -10, x1: W + 10, baseY: 460, minH: 20, maxH: 60, minW: 40, maxW: 90, fill: p.near, lights: null });
    out += `<rect x="0" y="458" width="${W}" height="${H}" fill="${p.near}"/>`;
    return out;
  },
  temple: (rng, p) =>
    ridge(rng, 350, 14, 10, p.far) +
    prang(400, 380, 230, 70, p.mid) +
    prang(230, 380, 120, 40, p.mid) +
    prang(570, 380, 120, 40, p.mid) +
    `<rect x="150" y="372" width="500" height="12" fill="${p.mid}"/>` +
    water(rng, p, 382) +
    boat(150, 445, 0.9, p.near, p.far),
  harbour: (rng, p) =>
    ridge(rng, 200, 90, 4, p.far) +
    skyline(rng, { x0: -10, x1: W + 10, baseY: 370, minH: 70, maxH: 230, minW: 18, maxW: 40, fill: p.mid, lights: p.lights }) +
    `<rect x="0" y="366" width="${W}" height="8" fill="${p.near}"/>` +
    water(rng, p, 372) +
    boat(560, 440, 1.3, p.near, '#b03a2e'),
  'clock-tower': (rng, p) => {
    let out = skyline(rng, { x0: -10, x1: W + 10, baseY: 380, minH: 30, maxH: 110, minW: 26, maxW: 56, fill: p.far, lights: p.lights });
    // The London Eye.
    out += `<circle cx="620" cy="250" r="120" stroke="${p.mid}" stroke-width="5" fill="none"/>`;
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6;
      out += `<path d="M620,250 L${n(620 + 120 * Math.cos(a))},${n(250 + 120 * Math.sin(a))}" stroke="${p.mid}" stroke-width="1.5"/>`;
      out += `<circle cx="${n(620 + 120 * Math.cos(a))}" cy="${n(250 + 120 * Math.sin(a))}" r="6" fill="${p.mid}"/>`;
    }
    out += `<path d="M600,380 L620,250 L640,380 Z" fill="${p.mid}"/>`;
    // The Palace of Westminster and its clock tower.
    out += `<rect x="20" y="320" width="330" height="62" fill="${p.near}"/>`;
    for (let x = 30; x < 350; x += 30) out += `<path d="M${x - 4},321 L${x},300 L${x + 4},321 Z" fill="${p.near}"/>`;
    out += `<rect x="228" y="150" width="48" height="232" fill="${p.near}"/><rect x="222" y="140" width="60" height="14" fill="${p.near}"/>`;
    out += `<circle cx="252" cy="188" r="17" fill="${p.sun}" opacity="0.85"/><path d="M252,188 L252,176 M252,188 L261,192" stroke="${p.near}" stroke-width="2.5"/>`;
    out += `<path d="M226,141 L252,70 L278,141 Z" fill="${p.near}"/><rect x="250.5" y="52" width="3" height="20" fill="${p.near}"/>`;
    out += water(rng, p, 382);
    return out;
  },
  skyline: (rng, p) =>
    skyline(rng, { x0: -10, x1: W + 10, baseY: 380, minH: 60, maxH: 160, minW: 18, maxW: 40, fill: p.far, lights: p.lights }) +
    skyline(rng, { x0: -10, x1: W + 10, baseY: 390, minH: 90, maxH: 260, minW: 26, maxW: 54, fill: p.mid, lights: p.lights }) +
    `<rect x="0" y="388" width="${W}" height="8" fill="${p.near}"/>` +
    water(rng, p, 394),
  mountains: (rng, p) => {
    let out = '';
    const peaks: [number, number][] = [[120, 170], [300, 110], [470, 150], [650, 95], [780, 170]];
    for (const [x, y] of peaks) {
      out += `<path d="M${x - 220},420 L${x},${y} L${x + 220},420 Z" fill="${p.far}"/>`;
      out += `<path d="M${x - 44},${y + 40} L${x},${y} L${x + 44},${y + 40} L${x + 20},${y + 30} L${x},${y + 44} L${x - 22},${y + 32} Z" fill="#ffffff" opacity="0.9"/>`;
    }
    out += ridge(rng, 380, 50, 7, p.land[1]) + ridge(rng, 450, 30, 6, p.land[2]);
    out += prang(600, 452, 70, 26, p.near);
    return out;
  },
};

// ---------------------------------------------------------------- lettering

/** A stroke font on a 4 × 6 grid (y down): each glyph is a list of polylines. */
const GLYPHS: Record<string, readonly string[]> = {
  A: ['0,6 0,2 2,0 4,2 4,6', '0,3.6 4,3.6'],
  B: ['0,3 0,0 3,0 4,0.8 4,2.2 3,3 0,3 0,6 3,6 4,5.2 4,3.8 3,3'],
  C: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5'],
  D: ['0,0 0,6 2.4,6 4,4.4 4,1.6 2.4,0 0,0'],
  E: ['4,0 0,0 0,6 4,6', '0,3 3,3'],
  F: ['4,0 0,0 0,6', '0,3 3,3'],
  G: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.4 2.4,3.4'],
  H: ['0,0 0,6', '4,0 4,6', '0,3 4,3'],
  I: ['1,0 3,0', '2,0 2,6', '1,6 3,6'],
  J: ['4,0 4,5 3,6 1,6 0,5'],
  K: ['0,0 0,6', '4,0 0,3.6', '1.3,2.7 4,6'],
  L: ['0,0 0,6 4,6'],
  M: ['0,6 0,0 2,3 4,0 4,6'],
  N: ['0,6 0,0 4,6 4,0'],
  O: ['1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0'],
  P: ['0,6 0,0 3,0 4,1 4,2 3,3 0,3'],
  Q: ['1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0', '2.6,4.6 4,6'],
  R: ['0,6 0,0 3,0 4,1 4,2 3,3 0,3', '2,3 4,6'],
  S: ['4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5'],
  T: ['0,0 4,0', '2,0 2,6'],
  U: ['0,0 0,5 1,6 3,6 4,5 4,0'],
  V: ['0,0 2,6 4,0'],
  W: ['0,0 1,6 2,2.6 3,6 4,0'],
  X: ['0,0 4,6', '4,0 0,6'],
  Y: ['0,0 2,3 4,0', '2,3 2,6'],
  Z: ['0,0 4,0 0,6 4,6'],
  "'": ['0.5,0 0.5,1.6'],
  '-': ['0.6,3 3.4,3'],
};
const ADVANCE: Record<string, number> = { "'": 1, ' ': 2.6 };
const GAP = 1.5;

function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += (ADVANCE[ch] ?? 4) + GAP;
  return Math.max(0, w - GAP);
}

function strokeText(text: string, x: number, y: number, size: number): string {
  const s = size / 6;
  let cursor = 0;
  let d = '';
  for (const ch of text) {
    for (const line of GLYPHS[ch] ?? []) {
      const pts = line.split(' ').map((p) => p.split(',').map(Number));
      d += pts.map(([gx, gy], i) => `${i === 0 ? 'M' : 'L'}${n(x + (cursor + (gx ?? 0)) * s)},${n(y + (gy ?? 0) * s)}`).join('');
    }
    cursor += (ADVANCE[ch] ?? 4) + GAP;
  }
  return d;
}

/** Upper case, accents dropped (Malé → MALE), anything the font lacks becomes a space. */
function letters(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[’`]/g, "'")
    .replace(/[^A-Z' -]/g, ' ');
}

function lettering(name: string, iata: string): string {
  const title = letters(name);
  const size = Math.min(46, (640 / Math.max(1, textWidth(title))) * 6);
  const stroke = Math.max(4, size / 7.5);
  const titlePath = strokeText(title, 44, 44, size);
  const codeSize = 20;
  const codeY = 44 + size + 22;
  const codePath = strokeText(letters(iata).split('').join(' '), 44, codeY, codeSize);
  const line = `M${44 + textWidth(letters(iata).split('').join(' ')) * (codeSize / 6) + 18},${n(codeY + codeSize / 2)} l70,0`;
  const style = `fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  return (
    `<g ${style} stroke="#000000" opacity="0.28" transform="translate(3,3)"><path d="${titlePath}" stroke-width="${n(stroke)}"/><path d="${codePath}${line}" stroke-width="3.4"/></g>` +
    `<g ${style} stroke="#ffffff"><path d="${titlePath}" stroke-width="${n(stroke)}"/><path d="${codePath}${line}" stroke-width="3.4"/></g>`
  );
}

// ---------------------------------------------------------------- the picture

function sky(rng: Rng, p: Palette): string {
  let out = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  if (p.stars) {
    for (let i = 0; i < 70; i++) {
      out += `<circle cx="${n(between(rng, 0, W))}" cy="${n(between(rng, 0, 300))}" r="${n(between(rng, 0.6, 1.8))}" fill="#ffffff" opacity="${n(between(rng, 0.3, 0.9))}"/>`;
    }
  }
  out += `<circle cx="${p.sunX}" cy="${p.sunY}" r="${p.sunR * 3}" fill="url(#glow)"/>`;
  out += `<circle cx="${p.sunX}" cy="${p.sunY}" r="${p.sunR}" fill="${p.sun}"/>`;
  for (let i = 0; i < 4; i++) {
    const cx = between(rng, 60, W - 60);
    const cy = between(rng, 110, 250);
    const rx = between(rng, 50, 110);
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(rx * 0.16)}" fill="#ffffff" opacity="${p.stars ? 0.06 : 0.22}"/>`;
  }
  return out;
}

/** The destination's picture as an SVG document. */
export function destinationSvg(subject: ArtSubject): string {
  const p = PALETTES[subject.sky];
  const rng = rngFor(`${subject.iata}|${subject.name}`);
  const defs =
    `<defs>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.55" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>` +
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.water[0]}"/><stop offset="1" stop-color="${p.water[1]}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0.35"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></linearGradient>` +
    `<pattern id="win" width="9" height="13" patternUnits="userSpaceOnUse"><rect x="2" y="3" width="4" height="6" fill="${p.lights ?? '#ffffff'}"/></pattern>` +
    `</defs>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    defs +
    sky(rng, p) +
    SCENES[subject.scene](rng, p) +
    `<rect width="${W}" height="170" fill="url(#shade)"/>` +
    lettering(subject.name, subject.iata) +
    `</svg>`
  );
}

/** The destination's picture as a compact WebP, ready for saveImage (id: content hash, as uploads). */
export async function renderDestinationArt(subject: ArtSubject): Promise<ProcessedImage> {
  const { data, info } = await sharp(Buffer.from(destinationSvg(subject)))
    .webp({ quality: 75, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  const id = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.webp`;
  return { id, contentType: 'image/webp', width: info.width, height: info.height, bytes: data };
}
