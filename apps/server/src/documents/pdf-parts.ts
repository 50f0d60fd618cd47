// What the airline's PDFs (e-ticket, boarding pass, VAT receipt, agency statement) share: the colours, the A4 page,
// the bytes of a finished document and a table row.

/** The documents' colours: text, secondary text, the heading band, rules. */
export const INK = '#1d2433';
export const MUTED = '#5b6475';
export const BAND = '#0b3d91';
export const RULE = '#d5dae3';

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 };

/** The document's bytes once `doc.end()` has been called (to be called before writing to it). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** A column of a PDF table: its heading, width (points) and alignment. */
export interface PdfColumn {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/**
 * Writes one row of a table from `left` at `top` (each cell wrapped in its column, the later ones padded 4 points
 * from the one before) and answers where the row's tallest cell ends.
 */
export function pdfRow(doc: PDFKit.PDFDocument, left: number, cols: readonly PdfColumn[], cells: readonly string[], top: number, font: string, size: number, colour: string): number {
  let x = left;
  let bottom = top;
  cells.forEach((cell, i) => {
    const c = cols[i]!;
    doc.fillColor(colour).font(font).fontSize(size).text(cell, x + (i ? 4 : 0), top, { width: c.width - (i ? 4 : 0), align: c.align });
    bottom = Math.max(bottom, doc.y);
    x += c.width;
  });
  return bottom;
}
