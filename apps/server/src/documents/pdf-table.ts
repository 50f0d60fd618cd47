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
