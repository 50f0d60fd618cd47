import { n } from './canvas.js';

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

export function lettering(name: string, iata: string): string {
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
