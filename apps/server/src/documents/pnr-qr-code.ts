import QRCode from 'qrcode';

/** Modules of white border the QR specification asks around the code. */
const QUIET_ZONE = 4;

/**
 * Draws a QR code of `text` as vector squares (no image, so it stays sharp when printed), the same code the
 * web's ticket shows: error correction M, black on white, `size` points square with its top left at x, y.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + QUIET_ZONE * 2);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) doc.rect(x + (col + QUIET_ZONE) * cell, y + (row + QUIET_ZONE) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
  doc.restore();
}
