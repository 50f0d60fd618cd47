import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { sentence, type SentenceId, type SentenceValues } from '@tarmac/shared';
import { InvalidInputError, TooLargeError } from '../lib/domain-errors.js';

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

/** What is wrong with an image file's container, if anything. */
export type ContainerProblem = 'truncated' | 'trailing-data' | 'markup';

/**
 * Markup a browser (or a PHP interpreter) would act on if these bytes were ever served or sniffed as a page.
 * Each pattern is at least five bytes long, so the chance that compressed pixels spell one by accident is
 * about 3 in 10,000 for a 2 MB image of random-looking bytes, and far less for ordinary uploads.
 */
const markup = /<(?:!doctype|html|head|body|script|svg|iframe|frame|object|embed|img|meta|style|link|form|base|math)[\s/>]|<\?php|javascript:/i;

const TRUNCATED = 'truncated' as const;

/** Offset just past PNG's IEND chunk, or a problem. */
function pngEnd(buf: Buffer): number | 'truncated' {
  let off = 8;
  for (;;) {
    if (off + 12 > buf.length) return TRUNCATED;
    const length = buf.readUInt32BE(off);
    const type = buf.toString('latin1', off + 4, off + 8);
    const end = off + 12 + length;
    if (end > buf.length) return TRUNCATED;
    off = end;
    if (type === 'IEND') return off;
  }
}

/** Offset just past JPEG's EOI marker (and whether an MPF segment announces further images after it). */
function jpegEnd(buf: Buffer): { end: number; multiPicture: boolean } | 'truncated' {
  let off = 2;
  let multiPicture = false;
  for (;;) {
    if (off + 1 >= buf.length) return TRUNCATED;
    if (buf[off] !== 0xff) return TRUNCATED; // damaged: segments follow one another without gaps
    while (buf[off + 1] === 0xff && off + 2 < buf.length) off++; // fill bytes
    const marker = buf[off + 1]!;
    off += 2;
    if (marker === 0xd9) return { end: off, multiPicture };
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (off + 2 > buf.length) return TRUNCATED;
    const length = buf.readUInt16BE(off);
    if (length < 2 || off + length > buf.length) return TRUNCATED;
    if (marker === 0xe2 && buf.toString('latin1', off + 2, off + 6) === 'MPF\0') multiPicture = true;
    off += length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
      while (off + 1 < buf.length) {
        const next = buf[off + 1]!;
        if (buf[off] === 0xff && next !== 0 && !(next >= 0xd0 && next <= 0xd7)) break;
        off++;
      }
    }
  }
}

/** Offset just past GIF's trailer byte, or a problem. */
function gifEnd(buf: Buffer): number | 'truncated' {
  if (buf.length < 13) return TRUNCATED;
  const colorTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let off = 13 + colorTable(buf[10]!);
  const skipSubBlocks = () => {
    for (;;) {
      if (off >= buf.length) return false;
      const size = buf[off++]!;
      if (size === 0) return true;
      off += size;
    }
  };
  for (;;) {
    if (off >= buf.length) return TRUNCATED;
    const block = buf[off++];
    if (block === 0x3b) return off;
    if (block === 0x21) {
      off++; // extension label
      if (!skipSubBlocks()) return TRUNCATED;
    } else if (block === 0x2c) {
      if (off + 9 > buf.length) return TRUNCATED;
      off += 9 + colorTable(buf[off + 8]!) + 1; // descriptor, local colour table, LZW minimum code size
      if (!skipSubBlocks()) return TRUNCATED;
    } else return TRUNCATED; // damaged
  }
}

/** Offset just past the RIFF container of a WebP, or a problem. */
function webpEnd(buf: Buffer): number | 'truncated' {
  const size = buf.readUInt32LE(4);
  const end = 8 + size;
  if (end > buf.length) return TRUNCATED;
  return end + (size & 1 && end < buf.length && buf[end] === 0 ? 1 : 0);
}

/**
 * Checks the file's structure without decoding pixels: it must be whole, end where its format says it ends
 * (nothing appended after PNG's IEND, JPEG's EOI, GIF's trailer or WebP's RIFF size), and carry no markup.
 * Such HTML/image polyglots are harmless once re-encoded, but are refused so they are never stored anywhere.
 */
export function containerProblem(buf: Buffer, format: Format): ContainerProblem | null {
  let end: number;
  if (format === 'jpeg') {
    const found = jpegEnd(buf);
    if (found === TRUNCATED) return TRUNCATED;
    end = found.end;
    // Phones append further JPEGs (depth maps, previews) after the first one's EOI and announce them in an
    // MPF segment; those are pictures, not smuggled data (the markup scan below still covers them).
    if (end < buf.length && found.multiPicture && sniffFormat(buf.subarray(end)) === 'jpeg') end = buf.length;
  } else {
    const found = format === 'png' ? pngEnd(buf) : format === 'gif' ? gifEnd(buf) : webpEnd(buf);
    if (found === TRUNCATED) return TRUNCATED;
    end = found;
  }
  if (end < buf.length) return 'trailing-data';
  if (markup.test(buf.toString('latin1'))) return 'markup';
  return null;
}

function formatMb(bytes: number) {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

const tooLarge = (field: string, maxBytes: number) =>
  new TooLargeError('image.largerThan', { size: formatMb(maxBytes) }, { [field]: [sentence('image.tooLarge')] });

/** A problem of the image in `field` (a 400 naming the field). */
const invalidImage = (field: string, id: SentenceId, values?: SentenceValues) => InvalidInputError.field(field, id, values);

/**
 * Decodes an image sent as a data URL, checks it, and re-encodes it as a compact WebP (which also drops
 * anything smuggled beside the pixels). `field` names the request field in error answers: InvalidInputError,
 * or TooLargeError for an image over `maxBytes`.
 */
export async function processImage(
  dataUrl: string,
  options: { field: string; maxBytes: number; maxWidth: number },
): Promise<ProcessedImage> {
  const match = /^data:[^,]*?;base64,([A-Za-z0-9+/=\s]*)$/.exec(dataUrl);
  if (!match) throw invalidImage(options.field, 'image.notDataUrl', { field: options.field });
  const base64 = match[1]!.replace(/\s/g, '');
  if (Math.floor((base64.length * 3) / 4) > options.maxBytes + 3) throw tooLarge(options.field, options.maxBytes);
  const input = Buffer.from(base64, 'base64');
  if (input.length > options.maxBytes) throw tooLarge(options.field, options.maxBytes);
  const format = sniffFormat(input);
  if (!format) {
    const head = input.subarray(0, 1024).toString('latin1').toLowerCase();
    const svg = head.includes('<svg');
    throw invalidImage(options.field, svg ? 'image.svg' : 'image.wrongType');
  }
  const problem = containerProblem(input, format);
  if (problem === 'truncated') throw invalidImage(options.field, 'image.damaged');
  if (problem) throw invalidImage(options.field, 'image.extraData');
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
    throw invalidImage(options.field, 'image.damaged');
  }
}
