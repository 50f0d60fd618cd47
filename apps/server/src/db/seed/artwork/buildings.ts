import { between, n, spike, type Rng } from './canvas.js';

/** A row of buildings from x0 to x1 standing on baseY, some with a roof, a mast or lit windows. */
export function skyline(
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

export function dome(x: number, baseY: number, r: number, fill: string): string {
  return (
    `<rect x="${n(x - r)}" y="${n(baseY - r * 0.9)}" width="${n(r * 2)}" height="${n(r * 0.9 + 1)}" fill="${fill}"/>` +
    `<path d="M${n(x - r)},${n(baseY - r * 0.9)} A${n(r)},${n(r * 1.1)} 0 0 1 ${n(x + r)},${n(baseY - r * 0.9)} Z" fill="${fill}"/>` +
    `<rect x="${n(x - 1.5)}" y="${n(baseY - r * 2.3)}" width="3" height="${n(r * 0.4)}" fill="${fill}"/>`
  );
}

export function minaret(x: number, baseY: number, h: number, fill: string): string {
  return (
    `<rect x="${n(x - 6)}" y="${n(baseY - h)}" width="12" height="${n(h)}" fill="${fill}"/>` +
    `<rect x="${n(x - 10)}" y="${n(baseY - h * 0.72)}" width="20" height="5" fill="${fill}"/>` +
    `<rect x="${n(x - 9)}" y="${n(baseY - h - 4)}" width="18" height="6" fill="${fill}"/>` +
    spike(x, baseY - h - 3, 7, baseY - h - 30, fill)
  );
}

/** A stepped tower narrowing to a spire (Burj Khalifa). */
export function spireTower(x: number, baseY: number, h: number, halfW: number, fill: string): string {
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
    spike(x, baseY - h, 2.5, baseY - h - 70, fill)
  );
}

/** A tiered temple spire (prang) of Bangkok or a pagoda of Yangon. */
export function prang(x: number, baseY: number, h: number, halfW: number, fill: string): string {
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
  out += spike(x, baseY - h, 3, baseY - h - 40, fill);
  return out;
}
