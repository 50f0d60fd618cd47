import type { Scene } from '../demo-data.js';
import { dome, minaret, prang, skyline, spireTower } from './buildings.js';
import { between, H, n, spike, W, type SceneDraw } from './canvas.js';
import { boat, ridge, tree, water } from './land-and-water.js';

/** Cities told by a landmark silhouette: a parliament, a tower, domes and minarets, a bridge, a gate… */
export const landmarks = {
  dhaka: (rng, p) =>
    ridge(rng, 330, 10, 8, p.far) +
    skyline(rng, { x0: -10, x1: W + 10, baseY: 380, minH: 60, maxH: 170, minW: 22, maxW: 48, fill: p.mid, lights: p.lights }) +
    // The National Parliament House: a massive block pierced by circles and a triangle.
    `<path fill-rule="evenodd" fill="${p.near}" d="M250,404 L250,280 L510,280 L510,404 Z M286,330 a26,26 0 1 0 52,0 a26,26 0 1 0 -52,0 Z M380,362 L402,300 L424,362 Z M422,330 a26,26 0 1 0 52,0 a26,26 0 1 0 -52,0 Z"/>` +
    `<rect x="230" y="372" width="300" height="32" fill="${p.near}"/><rect x="238" y="268" width="28" height="20" fill="${p.near}"/><rect x="494" y="268" width="28" height="20" fill="${p.near}"/>` +
    water(rng, p, 400) +
    boat(120, 440, 0.9, p.near, p.far) +
    boat(660, 462, 1.1, p.near, p.mid),
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
      out += spike(x, 96, 7, 40, steel);
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
  'clock-tower': (rng, p) => {
    let out = skyline(rng, { x0: -10, x1: W + 10, baseY: 380, minH: 30, maxH: 110, minW: 26, maxW: 56, fill: p.far, lights: p.lights });
    // The London Eye.
    out += `<circle cx="620" cy="250" r="120" stroke="${p.mid}" stroke-width="5" fill="none"/>`;
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6;
      out += `<path d="M620,250 L${n(620 + 120 * Math.cos(a))},${n(250 + 120 * Math.sin(a))}" stroke="${p.mid}" stroke-width="1.5"/>`;
      out += `<circle cx="${n(620 + 120 * Math.cos(a))}" cy="${n(250 + 120 * Math.sin(a))}" r="6" fill="${p.mid}"/>`;
    }
    out += spike(620, 380, 20, 250, p.mid);
    // The Palace of Westminster and its clock tower.
    out += `<rect x="20" y="320" width="330" height="62" fill="${p.near}"/>`;
    for (let x = 30; x < 350; x += 30) out += spike(x, 321, 4, 300, p.near);
    out += `<rect x="228" y="150" width="48" height="232" fill="${p.near}"/><rect x="222" y="140" width="60" height="14" fill="${p.near}"/>`;
    out += `<circle cx="252" cy="188" r="17" fill="${p.sun}" opacity="0.85"/><path d="M252,188 L252,176 M252,188 L261,192" stroke="${p.near}" stroke-width="2.5"/>`;
    out += spike(252, 141, 26, 70, p.near) + `<rect x="250.5" y="52" width="3" height="20" fill="${p.near}"/>`;
    out += water(rng, p, 382);
    return out;
  },
} satisfies Partial<Record<Scene, SceneDraw>>;
