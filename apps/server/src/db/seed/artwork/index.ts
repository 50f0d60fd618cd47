import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ProcessedImage } from '../../../images/process-image.js';
import type { Scene, Sky } from '../demo-data.js';
import { seededRandom, seedFromText } from '../seeded-random.js';
import { H, W, type SceneDraw } from './canvas.js';
import { cityscapes } from './cityscapes.js';
import { landmarks } from './landmarks.js';
import { landscapes } from './landscapes.js';
import { lettering } from './lettering.js';
import { PALETTES } from './palettes.js';
import { sky } from './sky.js';

/**
 * Destination pictures drawn by the project: an SVG per destination (sky, sun or moon, a landscape or a
 * landmark silhouette, the city name and airport code), rendered to WebP with sharp. Nothing is fetched.
 * The lettering is a built-in stroke font, not a system font, so the same destination gives the same
 * bytes (and image id) on every machine with the same sharp.
 */

export { ART_HEIGHT, ART_WIDTH } from './canvas.js';

export interface ArtSubject {
  name: string;
  iata: string;
  scene: Scene;
  sky: Sky;
}

const SCENES: Record<Scene, SceneDraw> = { ...landscapes, ...landmarks, ...cityscapes };

/** The destination's picture as an SVG document; the same subject always draws the same picture. */
export function destinationSvg(subject: ArtSubject): string {
  const p = PALETTES[subject.sky];
  const rng = seededRandom(seedFromText(`${subject.iata}|${subject.name}`));
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
