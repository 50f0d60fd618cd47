import { fareLines, type Booking } from '@tarmac/shared';
import { t } from '../../../i18n/i18n';
import { FareLineText } from './fare-line-text';

/** A booking's fares per passenger type, as the server priced them: "2 × Adult · 6,500 TK each = 13,000 TK". */
export function FareBreakdown({ booking, className = 'small mb-2' }: { booking: Pick<Booking, 'passengers'>; className?: string }) {
  const lines = fareLines(booking.passengers);
  if (lines.length === 0) return null;
  return (
    <ul className={`list-unstyled ${className}`} aria-label={t('booking.faresPerPassengerType')} data-testid="fare-lines">
      {lines.map((line) => {
        const each = line.perLeg.reduce((sum, fare) => sum + fare, 0);
        return (
          <li key={line.type}>
            <FareLineText type={line.type} count={line.count} each={each} subtotal={line.subtotal} />
          </li>
        );
      })}
    </ul>
  );
}
