import type { Scene } from '../demo-data.js';
import { skyline } from './buildings.js';
import { n, W, type SceneDraw } from './canvas.js';
import { boat, ridge, water } from './land-and-water.js';

/** Cities told by their skyline over the water. */
export const cityscapes = {
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
  harbour: (rng, p) =>
    ridge(rng, 200, 90, 4, p.far) +
    skyline(rng, { x0: -10, x1: W + 10, baseY: 370, minH: 70, maxH: 230, minW: 18, maxW: 40, fill: p.mid, lights: p.lights }) +
    `<rect x="0" y="366" width="${W}" height="8" fill="${p.near}"/>` +
    water(rng, p, 372) +
    boat(560, 440, 1.3, p.near, '#b03a2e'),
  skyline: (rng, p) =>
    skyline(rng, { x0: -10, x1: W + 10, baseY: 380, minH: 60, maxH: 160, minW: 18, maxW: 40, fill: p.far, lights: p.lights }) +
    skyline(rng, { x0: -10, x1: W + 10, baseY: 390, minH: 90, maxH: 260, minW: 26, maxW: 54, fill: p.mid, lights: p.lights }) +
    `<rect x="0" y="388" width="${W}" height="8" fill="${p.near}"/>` +
    water(rng, p, 394),
} satisfies Partial<Record<Scene, SceneDraw>>;
