import type { Scene } from '../demo-data.js';
import { prang } from './buildings.js';
import { between, H, spike, W, type SceneDraw } from './canvas.js';
import { boat, palm, ridge, tree, water } from './land-and-water.js';

/** Country, coast and hills: ridges, fields, water, trees and boats. */
export const landscapes = {
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
    out += `<rect x="520" y="300" width="70" height="34" fill="${p.near}"/>` + spike(555, 302, 45, 270, p.near);
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
  mountains: (rng, p) => {
    let out = '';
    const peaks: [number, number][] = [[120, 170], [300, 110], [470, 150], [650, 95], [780, 170]];
    for (const [x, y] of peaks) {
      out += spike(x, 420, 220, y, p.far);
      out += `<path d="M${x - 44},${y + 40} L${x},${y} L${x + 44},${y + 40} L${x + 20},${y + 30} L${x},${y + 44} L${x - 22},${y + 32} Z" fill="#ffffff" opacity="0.9"/>`;
    }
    out += ridge(rng, 380, 50, 7, p.land[1]) + ridge(rng, 450, 30, 6, p.land[2]);
    out += prang(600, 452, 70, 26, p.near);
    return out;
  },
} satisfies Partial<Record<Scene, SceneDraw>>;
