// The part of fontkit (pdfkit's font engine) that the documents use: a font whose layout we replace.
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    codePoints: number[];
    advanceWidth: number;
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    readonly advanceWidth: number;
  }
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    characterSet: number[];
    getGlyph(id: number, codePoints?: number[]): Glyph;
    glyphForCodePoint(codePoint: number): Glyph;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: unknown): GlyphRun;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
