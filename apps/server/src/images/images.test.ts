import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';

/**
 * Uploads through the two API calls that take an image (a location's picture, a profile picture): only a
 * whole PNG, JPEG, WebP or GIF that carries nothing but pixels is accepted, decided by its bytes, and it is
 * stored re-encoded as WebP; anything else is refused and leaves nothing behind.
 */
let t: TestApp;
let small: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let passenger: Awaited<ReturnType<typeof createUser>>;
let smallAdmin: Awaited<ReturnType<typeof createUser>>;

const SMALL_LIMIT = 4096;

beforeAll(async () => {
  t = await createTestApp();
  small = await createTestApp({ IMAGE_MAX_BYTES: String(SMALL_LIMIT) });
  admin = await createUser(t, { role: 'admin' });
  passenger = await createUser(t, { name: 'Picture Owner' });
  smallAdmin = await createUser(small, { role: 'admin' });
  await fixtures();
});
afterAll(async () => {
  await t?.close();
  await small?.close();
});

const picture = { width: 32, height: 24, channels: 3 as const, background: '#1b6ec2' };
const images: Record<'png' | 'jpeg' | 'webp' | 'gif', Buffer> = {} as never;
let pixelScript: Buffer;
async function fixtures() {
  const row = Buffer.alloc(60, 0x20);
  Buffer.from('<script>alert(1)</script>').copy(row);
  pixelScript = await sharp(Buffer.concat([row, row, row, row]), { raw: { width: 20, height: 4, channels: 3 } })
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer();
  images.png = await sharp({ create: picture }).png().toBuffer();
  images.jpeg = await sharp({ create: picture }).jpeg().toBuffer();
  images.webp = await sharp({ create: picture }).webp().toBuffer();
  images.gif = await sharp({ create: picture }).gif().toBuffer();
}

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** A PNG chunk with its length and CRC, so the file stays a valid PNG. */
function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** The PNG with a tEXt chunk before IEND: still a valid image that every decoder reads. */
const pngWithText = (text: string) => {
  const iend = images.png.length - 12;
  return Buffer.concat([images.png.subarray(0, iend), pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')), images.png.subarray(iend)]);
};
/** The JPEG with a COM (comment) segment right after SOI. */
const jpegWithComment = (text: string) => {
  const data = Buffer.from(text, 'latin1');
  const head = Buffer.from([0xff, 0xfe, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([images.jpeg.subarray(0, 2), head, data, images.jpeg.subarray(2)]);
};
/** The GIF with a comment extension before its trailer. */
const gifWithComment = (text: string) => {
  const data = Buffer.from(text, 'latin1');
  return Buffer.concat([images.gif.subarray(0, -1), Buffer.from([0x21, 0xfe, data.length]), data, Buffer.from([0, 0x3b])]);
};
const cut = (bytes: Buffer, keep: number) => bytes.subarray(0, Math.floor(bytes.length * keep));

async function stored(app: TestApp) {
  const res = await app.database.db.execute(sql.raw('select (select count(*) from images) as images, (select count(*) from locations) as locations'));
  return JSON.stringify((res as unknown as { rows: unknown[] }).rows[0]);
}

let n = 0;
const uploadLocation = (app: TestApp, auth: { authorization: string }, locationImage: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/upload-domestic-flight',
    headers: auth,
    payload: { flightLocationName: `Upload ${++n}`, tickitPrice: 100, locationImage },
  });
const updateProfile = (app: TestApp, auth: { authorization: string }, profileImage: string) =>
  app.app.inject({ method: 'PATCH', url: '/api/user-update', headers: auth, payload: { profileImage } });
const profileImageOf = async (user: typeof passenger) =>
  json<{ profileImage: string }>(await t.app.inject({ method: 'GET', url: `/api/user-details?id=${user.id}`, headers: user.auth })).profileImage;

const markups = ['<html><body>hi</body></html>', '<script>window.__pwned=1</script>', '<svg onload="alert(1)">', '<!DOCTYPE html>', '<?php system($_GET["c"]); ?>'];
const polyglots: [string, () => Buffer][] = [
  ...markups.map((m): [string, () => Buffer] => [`a PNG whose text chunk holds ${m}`, () => pngWithText(m)]),
  ...markups.map((m): [string, () => Buffer] => [`a JPEG whose comment holds ${m}`, () => jpegWithComment(m)]),
  ...markups.map((m): [string, () => Buffer] => [`a GIF whose comment holds ${m}`, () => gifWithComment(m)]),
  ['a PNG whose uncompressed pixels spell <script>', () => pixelScript],
  ['a PNG with an HTML page after IEND', () => Buffer.concat([images.png, Buffer.from('<html><script>alert(1)</script></html>')])],
  ['a PNG with bytes after IEND', () => Buffer.concat([images.png, Buffer.from('PK\x03\x04 a zip archive', 'latin1')])],
  ['a JPEG with an HTML page after EOI', () => Buffer.concat([images.jpeg, Buffer.from('<html><script>alert(1)</script></html>')])],
  ['a JPEG with bytes after EOI', () => Buffer.concat([images.jpeg, Buffer.from('PK\x03\x04 a zip archive', 'latin1')])],
  ['a GIF with bytes after its trailer', () => Buffer.concat([images.gif, Buffer.from('alert(1)//')])],
  ['a WebP with bytes after its RIFF container', () => Buffer.concat([images.webp, Buffer.from('<html>')])],
];
const damaged: [string, () => Buffer][] = [
  ['a PNG cut in half', () => cut(images.png, 0.5)],
  ['a PNG without its IEND chunk', () => images.png.subarray(0, -12)],
  ['a JPEG without its end', () => images.jpeg.subarray(0, -2)],
  ['a JPEG cut in half', () => cut(images.jpeg, 0.5)],
  ['a GIF cut short', () => cut(images.gif, 0.8)],
  ['a WebP cut short', () => cut(images.webp, 0.7)],
  ['only the PNG signature', () => images.png.subarray(0, 8)],
];
const notImages: [string, string][] = [
  ['an SVG sent as SVG', dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml')],
  ['an SVG sent as PNG', dataUrl(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png')],
  ['an HTML page sent as JPEG', dataUrl(Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/jpeg')],
  ['a BMP', dataUrl(Buffer.concat([Buffer.from('BM'), randomBytes(100)]), 'image/bmp')],
  ['an empty data URL', 'data:image/png;base64,'],
  ['a URL instead of a data URL', 'https://evil.example/x.png'],
];

describe('refused uploads store nothing', () => {
  const refusals: [string, () => string][] = [
    ...polyglots.map(([name, make]): [string, () => string] => [`${name} (polyglot)`, () => dataUrl(make())]),
    ...damaged.map(([name, make]): [string, () => string] => [`${name} (truncated)`, () => dataUrl(make())]),
    ...notImages.map(([name, url]): [string, () => string] => [name, () => url]),
  ];

  it.each(refusals)('a location picture is refused with 400: %s', async (_name, make) => {
    const before = await stored(t);
    const res = await uploadLocation(t, admin.auth, make());
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).error).toEqual(expect.any(String));
    expect(await stored(t)).toBe(before);
  });

  it.each(refusals)('a profile picture is refused with 400: %s', async (_name, make) => {
    const before = await stored(t);
    const picture = await profileImageOf(passenger);
    const res = await updateProfile(t, passenger.auth, make());
    expect(res.statusCode, res.body).toBe(400);
    expect(json<{ fieldErrors: Record<string, string[]> }>(res).fieldErrors?.profileImage ?? json(res).error).toBeTruthy();
    expect(await stored(t)).toBe(before);
    expect(await profileImageOf(passenger)).toBe(picture);
  });

  it('a polyglot is refused with a sentence that names the problem, not a crash', async () => {
    const res = await uploadLocation(t, admin.auth, dataUrl(pngWithText('<script>x</script>')));
    expect(json(res)).toEqual({
      error: 'The image file carries data that is not part of the picture; please choose another.',
      fieldErrors: { locationImage: ['The image file carries data that is not part of the picture; please choose another.'] },
    });
    const svg = await updateProfile(t, passenger.auth, notImages[0]![1]);
    expect(json(svg).error).toMatch(/SVG images are not accepted/);
  });

  it('an image over the configured limit answers 413 on both calls', async () => {
    const noise = await sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } }).png().toBuffer();
    expect(noise.length).toBeGreaterThan(SMALL_LIMIT);
    const user = await createUser(small);
    const before = await stored(small);
    const location = await uploadLocation(small, smallAdmin.auth, dataUrl(noise));
    expect(location.statusCode).toBe(413);
    expect(json(location).error).toMatch(/larger than/);
    const profile = await updateProfile(small, user.auth, dataUrl(noise));
    expect(profile.statusCode).toBe(413);
    // Far beyond the request body limit: refused before it is even parsed.
    const huge = await uploadLocation(small, smallAdmin.auth, dataUrl(Buffer.concat([images.png, randomBytes(600_000)])));
    expect(huge.statusCode).toBe(413);
    expect(json(huge).error).toEqual(expect.any(String));
    expect(await stored(small)).toBe(before);
    // Just under the limit is fine.
    expect((await uploadLocation(small, smallAdmin.auth, dataUrl(images.png))).statusCode).toBe(201);
  });
});

describe('accepted uploads', () => {
  async function expectStoredWebp(url: string, width: number) {
    // Absolute, from PUBLIC_URL: a client on another origin loads it from there.
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/api/images/[0-9a-f]{32}\\.webp$`));
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width });
  }

  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('a %s location picture is stored re-encoded as WebP', async (format) => {
    const res = await uploadLocation(t, admin.auth, dataUrl(images[format], `image/${format}`));
    expect(res.statusCode, res.body).toBe(201);
    await expectStoredWebp(json<{ data: { locationImage: string } }>(res).data.locationImage, 32);
  });

  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('a %s profile picture is stored re-encoded as WebP', async (format) => {
    const user = await createUser(t);
    const res = await updateProfile(t, user.auth, dataUrl(images[format], `image/${format}`));
    expect(res.statusCode, res.body).toBe(200);
    await expectStoredWebp(json<{ profileImage: string }>(res).profileImage, 32);
  });

  it('the bytes decide the format, not the data-URL prefix', async () => {
    for (const prefix of ['image/gif', 'image/jpeg', 'application/octet-stream', 'text/html']) {
      const res = await uploadLocation(t, admin.auth, dataUrl(images.png, prefix));
      expect(res.statusCode, `${prefix}: ${res.body}`).toBe(201);
      await expectStoredWebp(json<{ data: { locationImage: string } }>(res).data.locationImage, 32);
    }
  });

  it('a phone photo that carries further pictures after its end, announced by an MPF segment, is accepted', async () => {
    const mpf = Buffer.concat([Buffer.from('MPF\0', 'latin1'), Buffer.alloc(12)]);
    const head = Buffer.from([0xff, 0xe2, 0, 0]);
    head.writeUInt16BE(mpf.length + 2, 2);
    const photo = Buffer.concat([images.jpeg.subarray(0, 2), head, mpf, images.jpeg.subarray(2), images.jpeg]);
    const res = await uploadLocation(t, admin.auth, dataUrl(photo, 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(201);
    // Without the MPF segment the same bytes are data smuggled after the end.
    expect((await uploadLocation(t, admin.auth, dataUrl(Buffer.concat([images.jpeg, images.jpeg])))).statusCode).toBe(400);
  });

  it('a photo larger than the display width is scaled down, and its metadata is dropped', async () => {
    const big = await sharp({ create: { ...picture, width: 2000, height: 1000 } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'camera owner', Artist: 'somebody' } } })
      .toBuffer();
    const res = await uploadLocation(t, admin.auth, dataUrl(big, 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(201);
    const url = json<{ data: { locationImage: string } }>(res).data.locationImage;
    await expectStoredWebp(url, 1200);
    const bytes = (await t.app.inject({ method: 'GET', url })).rawPayload;
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });
});
