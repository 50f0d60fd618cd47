import { useMemo } from 'react';
import QRCode from 'qrcode';
import { t } from '../../../i18n/i18n';

const QUIET_ZONE = 4;

/** A scannable QR code of the booking reference, drawn as one SVG path (no canvas, no HTML injection). */
export function PnrCode({ value, size = 112 }: { value: string; size?: number }) {
  const { path, width } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { path: d, width: modules.size + QUIET_ZONE * 2 };
  }, [value]);

  return (
    <svg
      viewBox={`0 0 ${width} ${width}`}
      width={size}
      height={size}
      role="img"
      aria-label={t('ticket.qrCode', { pnr: value })}
      shapeRendering="crispEdges"
      className="pnr-code"
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
