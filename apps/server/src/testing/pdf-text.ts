import { PDFParse } from 'pdf-parse';

/**
 * The text of each page of a PDF, as a reader extracts it, with runs of white space as one space (extraction may
 * split a line into cells with tabs; the tests read words, not layout). Bangla comes out in the order its glyphs
 * are drawn: a vowel sign drawn before its consonant is read first.
 */
export async function pdfPages(pdf: Buffer | Uint8Array): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { pages } = await parser.getText();
    return pages.map((page) => page.text.replace(/\s+/g, ' '));
  } finally {
    await parser.destroy();
  }
}
