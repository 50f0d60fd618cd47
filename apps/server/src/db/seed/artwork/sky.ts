import { between, H, n, W, type Rng } from './canvas.js';
import type { Palette } from './palettes.js';

/** The sky: its gradient, stars at night, the sun (or moon) with its glow, and thin clouds. */
export function sky(rng: Rng, p: Palette): string {
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

