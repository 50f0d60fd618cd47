import { between, H, n, W, type Rng } from './canvas.js';
import type { Palette } from './palettes.js';

/** A rolling ridge from x 0 to W, closed down to the bottom edge. */
export function ridge(rng: Rng, baseY: number, amp: number, segments: number, fill: string, extra = ''): string {
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

export function water(rng: Rng, p: Palette, top: number): string {
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

export function palm(x: number, baseY: number, h: number, lean: number, fill: string): string {
  const tx = x + lean;
  const ty = baseY - h;
  let out = `<path d="M${n(x)},${n(baseY)} Q${n(x + lean * 0.2)},${n(baseY - h * 0.6)} ${n(tx)},${n(ty)}" stroke="${fill}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  const fronds: [number, number][] = [[-70, 22], [-48, 40], [-20, 48], [18, 46], [50, 38], [72, 18], [0, -28]];
  for (const [dx, dy] of fronds) {
    out += `<path d="M${n(tx)},${n(ty)} Q${n(tx + dx * 0.5)},${n(ty - 24)} ${n(tx + dx)},${n(ty + dy)}" stroke="${fill}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

export function tree(x: number, baseY: number, r: number, fill: string): string {
  return (
    `<rect x="${n(x - r * 0.12)}" y="${n(baseY - r * 1.4)}" width="${n(r * 0.24)}" height="${n(r * 1.4)}" fill="${fill}"/>` +
    `<circle cx="${n(x)}" cy="${n(baseY - r * 1.7)}" r="${n(r)}" fill="${fill}"/>` +
    `<circle cx="${n(x - r * 0.7)}" cy="${n(baseY - r * 1.3)}" r="${n(r * 0.7)}" fill="${fill}"/>` +
    `<circle cx="${n(x + r * 0.7)}" cy="${n(baseY - r * 1.3)}" r="${n(r * 0.75)}" fill="${fill}"/>`
  );
}

export function boat(x: number, y: number, s: number, hull: string, sail: string): string {
  return (
    `<path d="M${n(x - 34 * s)},${n(y)} L${n(x + 34 * s)},${n(y)} L${n(x + 24 * s)},${n(y + 10 * s)} L${n(x - 24 * s)},${n(y + 10 * s)} Z" fill="${hull}"/>` +
    `<rect x="${n(x - 1.5 * s)}" y="${n(y - 50 * s)}" width="${n(3 * s)}" height="${n(50 * s)}" fill="${hull}"/>` +
    `<path d="M${n(x + 2 * s)},${n(y - 48 * s)} Q${n(x + 30 * s)},${n(y - 30 * s)} ${n(x + 26 * s)},${n(y - 4 * s)} L${n(x + 2 * s)},${n(y - 4 * s)} Z" fill="${sail}"/>`
  );
}
