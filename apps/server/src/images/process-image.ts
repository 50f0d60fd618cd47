import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { HttpError, badRequest } from '../http/errors.js';

export interface ProcessedImage {
  id: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

type Format = 'png' | 'jpeg' | 'webp' | 'gif';

/** The format the bytes themselves declare; the data-URL prefix and any file name are not trusted. */
export function sniffFormat(buf: Buffer): Format | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

function formatMb(bytes: number) {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/**
 * Decodes an image sent as a data URL, checks it, and re-encodes it as a compact WebP (which also drops
 * anything smuggled beside the pixels). `field` names the request field in error answers.
 */
export async function processImage(
  dataUrl: string,
  options: { field: string; maxBytes: number; maxWidth: number },
): Promise<ProcessedImage> {
  const match = /^data:[^,]*?;base64,([A-Za-z0-9+/=\s]*)$/.exec(dataUrl);
  if (!match) throw badRequest(`${options.field} must be an image file sent as a base64 data URL.`, options.field);
  const base64 = match[1]!.replace(/\s/g, '');
  if (Math.floor((base64.length * 3) / 4) > options.maxBytes + 3) {
    throw new HttpError(413, `The image is larger than ${formatMb(options.maxBytes)}; please choose a smaller one.`, {
      [options.field]: ['The image is too large.'],
    });
  }
  const input = Buffer.from(base64, 'base64');
  if (input.length > options.maxBytes) {
    throw new HttpError(413, `The image is larger than ${formatMb(options.maxBytes)}; please choose a smaller one.`, {
      [options.field]: ['The image is too large.'],
    });
  }
  const format = sniffFormat(input);
  if (!format) throw badRequest('The image must be a PNG, JPEG, WebP or GIF file.', options.field);
  try {
    const image = sharp(input, { failOn: 'warning', limitInputPixels: 50_000_000 });
    const meta = await image.metadata();
    if (meta.format !== format) throw new Error('format mismatch');
    const { data, info } = await image
      .rotate()
      .resize({ width: options.maxWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const id = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.webp`;
    return { id, contentType: 'image/webp', width: info.width, height: info.height, bytes: data };
  } catch {
    throw badRequest('The image file is damaged or incomplete; please choose another.', options.field);
  }
}
