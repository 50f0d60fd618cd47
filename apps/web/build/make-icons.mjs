// node apps/web/build/make-icons.mjs — draws the installable app's icons (apps/web/public/icons/*.png) from the
// logo in public/favicon.svg. Run by hand when the logo changes; the PNGs are committed (the build does not need sharp).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const logo = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const plane = /<path[^>]*\/>/.exec(logo)?.[0];
const blue = /fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
if (!plane || !blue) throw new Error('favicon.svg: expected a <rect> with a fill colour and the plane as one <path>.');

/** The plane on a full square of the brand blue, scaled to `scale` of the side and centred. */
const square = (scale) => {
  const offset = (64 * (1 - scale)) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${blue}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})">${plane}</g></svg>`,
  );
};

const icons = [
  // "any" icons: the logo as the site shows it (rounded corners).
  { file: 'icon-192.png', size: 192, svg: Buffer.from(logo) },
  { file: 'icon-512.png', size: 512, svg: Buffer.from(logo) },
  // Maskable: full bleed, the plane inside the central 80 % circle the platforms may cut to.
  { file: 'icon-maskable-512.png', size: 512, svg: square(0.62) },
  // iOS home screen: no transparency (iOS draws its own corners).
  { file: 'apple-touch-icon.png', size: 180, svg: square(0.8) },
];
for (const { file, size, svg } of icons) {
  await sharp(svg, { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(path.join(publicDir, 'icons', file));
  console.log(`icons/${file} ${size}×${size}`);
}
