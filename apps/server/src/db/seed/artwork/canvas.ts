import type { Random } from '../seeded-random.js';
import type { Palette } from './palettes.js';

/** The size of every destination picture. */
export const ART_WIDTH = 800;
export const ART_HEIGHT = 500;
export const W = ART_WIDTH;
export const H = ART_HEIGHT;

export type Rng = Random;
export const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();
/** A coordinate as the SVG carries it: one decimal at most. */
export const n = (v: number) => (Math.round(v * 10) / 10).toString();

/** A filled triangle standing on (x ± halfW, baseY) with its tip at (x, tipY): spires, roofs, peaks. */
export const spike = (x: number, baseY: number, halfW: number, tipY: number, fill: string) =>
  `<path d="M${n(x - halfW)},${n(baseY)} L${n(x)},${n(tipY)} L${n(x + halfW)},${n(baseY)} Z" fill="${fill}"/>`;

/** Draws one kind of picture's landscape or landmark between the sky and the lettering. */
export type SceneDraw = (rng: Rng, p: Palette) => string;
