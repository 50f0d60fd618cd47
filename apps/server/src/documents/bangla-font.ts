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
type ShaperFont = {
  bytes: Buffer;
  hbFont: InstanceType<HarfBuzz['Font']>;
  /** The character each glyph of the font's character map shows (the first, when several share a glyph). */
  characterOf: Map<number, number>;
};
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
      const hbFont = new hb.Font(new hb.Face(new hb.Blob(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))));
      const font = fontkit.create(bytes);
      const characterOf = new Map<number, number>();
      for (const c of [...font.characterSet].sort((a, b) => a - b)) {
        const id = font.glyphForCodePoint(c).id;
        if (id !== 0 && !characterOf.has(id)) characterOf.set(id, c);
      }
      return { bytes, hbFont, characterOf };
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
  font.layout = (text: string) => shape(hb, source, font, text);
  return font;
}

/**
 * One run of text as HarfBuzz shapes it, in the form pdfkit reads from fontkit. Each glyph carries the characters
 * it shows (a conjunct all of its letters, a vowel sign its own), which become the PDF's text layer.
 */
function shape(hb: HarfBuzz, source: ShaperFont, font: fontkit.Font, text: string): fontkit.GlyphRun {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(source.hbFont, buffer);
  const infos = buffer.getGlyphInfos();
  const places = buffer.getGlyphPositions();
  // Clusters are UTF-16 offsets of the text. A glyph of the font's character map stands for its character when the
  // cluster has it (two-part vowel signs count as their parts), so a letter reads the same wherever it is drawn.
  // The rest of a cluster's characters go, in order, to its other glyphs (a conjunct and its parts; Noto draws ট
  // before ি as ঢ's body and a mark): a vowel sign written before its consonant to the cluster's first glyph, the
  // last glyph taking what remains. Text extraction still reads a pre-base vowel sign first, as it is drawn.
  const starts = [...new Set(infos.map((g) => g.cluster))].sort((a, b) => a - b);
  const characters = new Map<number, number[]>();
  for (const start of starts) {
    const end = starts.find((s) => s > start) ?? text.length;
    const left = [...text.slice(start, end).normalize('NFD')].map((c) => c.codePointAt(0)!);
    const members = infos.flatMap((g, i) => (g.cluster === start ? [i] : []));
    const open: number[] = [];
    for (const i of members) {
      const own = source.characterOf.get(infos[i]!.codepoint);
      const at = own === undefined ? -1 : left.indexOf(own);
      if (at < 0) open.push(i);
      else characters.set(i, left.splice(at, 1));
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

/** Vowel signs written before their consonant: ি ে ৈ (ো and ৌ are ে with a sign after it). */
const PRE_BASE_VOWELS = new Set([0x09bf, 0x09c7, 0x09c8]);

/** The fonts of a document in `language`, registered on it (Bangla's loaded first: see `banglaShaper`). */
export async function documentFonts(doc: PDFKit.PDFDocument, language: Language): Promise<DocumentFonts> {
  if (language === 'en') return STANDARD;
  const { hb, regular, bold } = await banglaShaper();
  // pdfkit takes a font object that lays text out itself (its `layout`), as it takes fontkit's.
  doc.registerFont('NotoSansBengali', shapedFont(hb, regular) as never);
  doc.registerFont('NotoSansBengali-Bold', shapedFont(hb, bold) as never);
  return { regular: 'NotoSansBengali', bold: 'NotoSansBengali-Bold' };
}
