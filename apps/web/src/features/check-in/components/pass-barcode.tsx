import { useMemo } from 'react';
import { drawingSVG, qrcode } from 'bwip-js/browser';

/**
 * The pass's BCBP as a QR code (what phone boarding passes carry; gate readers and the browser's
 * BarcodeDetector read it), drawn by bwip-js as SVG. Only the QR encoder is bundled, in this page's chunk.
 */
export function PassBarcode({ bcbp, label }: { bcbp: string; label: string }) {
  const src = useMemo(() => {
    const svg = qrcode({ bcid: 'qrcode', text: bcbp, scale: 4, paddingwidth: 4, paddingheight: 4, backgroundcolor: 'FFFFFF' }, drawingSVG());
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }, [bcbp]);
  return <img src={src} alt={label} className="img-fluid" style={{ width: '16rem', maxWidth: '100%', imageRendering: 'pixelated' }} data-bcbp={bcbp} />;
}
