import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Language } from '../i18n/messages.js';

/** The fonts a document writes its words in: the PDF standard fonts for English, Noto Sans Bengali for Bangla. */
export interface DocumentFonts {
  regular: string;
  bold: string;
}

const STANDARD: DocumentFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

// Noto Sans Bengali (SIL Open Font License 1.1) as TrueType, from the npm package @expo-google-fonts/noto-sans-bengali.
// It has Latin letters, digits and ৳ too, so a Bangla line with names, flight numbers or e-mails needs no second font.
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf',
} as const;

type HarfBuzz = typeof import('harfbuzzjs');
type Shaper = { hb: HarfBuzz; regular: ShaperFont; bold: ShaperFont };
type ShaperFont = { bytes: Buffer; hbFont: InstanceType<HarfBuzz['Font']> };
let bangla: Promise<Shaper> | null = null;

/**
 * Noto Sans Bengali, shaped by HarfBuzz. pdfkit lays text out with fontkit, whose Bengali shaping breaks clusters
 * of three consonants with a ra-phala and a vowel sign (স্ক্রিন, ন্দ্রি, স্ক্রু come out with the vowel sign in the
 * wrong place and spaces lost): fontkit still reads, measures and subsets the font, but each word's glyphs and
 * positions come from HarfBuzz (harfbuzzjs, the same shaper browsers use). Loaded once, on the first Bangla
 * document: an English-only server never reads the fonts nor starts HarfBuzz.
 */
function banglaShaper(): Promise<Shaper> {
  bangla ??= (async () => {
    const hb = await import('harfbuzzjs');
    const require = createRequire(import.meta.url);
    const load = (file: string): ShaperFont => {
      const bytes = readFileSync(require.resolve(file));
      return { bytes, hbFont: new hb.Font(new hb.Face(new hb.Blob(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)))) };
    };
    return { hb, regular: load(FONT_FILES.regular), bold: load(FONT_FILES.bold) };
  })().catch((err: unknown) => {
    bangla = null;
    throw err;
  });
  return bangla;
}

/**
 * A fontkit font of one document that lays text out with HarfBuzz. Each document gets its own, so the characters
 * its glyphs stand for in the text layer (a glyph's first use decides them) depend on that document alone.
 */
function shapedFont(hb: HarfBuzz, source: ShaperFont): fontkit.Font {
  const font = fontkit.create(source.bytes);
  font.layout = (text: string) => shape(hb, source.hbFont, font, text);
  return font;
}

/**
 * One run of text as HarfBuzz shapes it, in the form pdfkit reads from fontkit. Each glyph carries the characters
 * it shows (a conjunct all of its letters, a vowel sign its own), which become the PDF's text layer.
 */
function shape(hb: HarfBuzz, shaper: ShaperFont['hbFont'], font: fontkit.Font, text: string): fontkit.GlyphRun {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(shaper, buffer);
  const infos = buffer.getGlyphInfos();
  const places = buffer.getGlyphPositions();
  // Clusters are UTF-16 offsets of the text. A cluster's characters go to its glyphs, keeping their order: a glyph
  // the font maps a character to takes it; a vowel sign written before its consonant goes to the cluster's first
  // glyph; the rest go, in order, to the other glyphs (a conjunct and its parts), the last taking what remains.
  const starts = [...new Set(infos.map((g) => g.cluster))].sort((a, b) => a - b);
  const characters = new Map<number, number[]>();
  for (const start of starts) {
    const end = starts.find((s) => s > start) ?? text.length;
    const left = [...text.slice(start, end)].map((c) => c.codePointAt(0)!);
    const members = infos.flatMap((g, i) => (g.cluster === start ? [i] : []));
    const open: number[] = [];
    for (const i of members) {
      const id = infos[i]!.codepoint;
      const mine = left.findIndex((c) => font.hasGlyphForCodePoint(c) && font.glyphForCodePoint(c).id === id);
      if (mine >= 0) characters.set(i, left.splice(mine, 1));
      else open.push(i);
    }
    const preBase = left.findIndex((c) => PRE_BASE_VOWELS.has(c));
    if (preBase >= 0 && open[0] === members[0]) characters.set(open.shift()!, left.splice(preBase, 1));
    open.forEach((i, k) => characters.set(i, k === open.length - 1 ? left.splice(0) : left.splice(0, 1)));
  }
  // A glyph left with no character (more parts than letters) stands for a zero-width non-joiner: an empty entry
  // would end the PDF's character map.
  const glyphs = infos.map((g, i) => font.getGlyph(g.codepoint, characters.get(i)?.length ? characters.get(i) : [0x200c]));
  const positions = places.map((p) => ({ xAdvance: p.xAdvance, yAdvance: p.yAdvance, xOffset: p.xOffset, yOffset: p.yOffset }));
  return {
    glyphs,
    positions,
    get advanceWidth() {
      return positions.reduce((sum, p) => sum + p.xAdvance, 0);
    },
  };
}

/** Vowel signs written (wholly or partly) before their consonant: ি ে ৈ ো ৌ. */
const PRE_BASE_VOWELS = new Set([0x09bf, 0x09c7, 0x09c8, 0x09cb, 0x09cc]);

/** The fonts of a document in `language`, registered on it (Bangla's loaded first: see `banglaShaper`). */
export async function documentFonts(doc: PDFKit.PDFDocument, language: Language): Promise<DocumentFonts> {
  if (language === 'en') return STANDARD;
  const { hb, regular, bold } = await banglaShaper();
  // pdfkit takes a font object that lays text out itself (its `layout`), as it takes fontkit's.
  doc.registerFont('NotoSansBengali', shapedFont(hb, regular) as never);
  doc.registerFont('NotoSansBengali-Bold', shapedFont(hb, bold) as never);
  return { regular: 'NotoSansBengali', bold: 'NotoSansBengali-Bold' };
}
