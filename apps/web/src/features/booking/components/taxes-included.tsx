import { bookingTaxes, formatTk, localDigits, type Booking } from '@tarmac/shared';
import { t } from '../../../i18n/i18n';

/** The taxes inside a booking's fares (issue 33), as kept on its legs when it was held: VAT, excise, embarkation. */
export function TaxesIncluded({ booking, className = 'small text-body-secondary mb-1' }: { booking: Pick<Booking, 'legs' | 'passengers'>; className?: string }) {
  const taxes = bookingTaxes(booking);
  if (taxes.vatPercent === null) return null;
  return (
    <p className={className} data-testid="taxes-included">
      {t('booking.taxesIncluded', {
        vat: formatTk(taxes.vat),
        rate: localDigits(String(taxes.vatPercent)),
        excise: formatTk(taxes.excise),
        embarkation: formatTk(taxes.embarkation),
      })}
    </p>
  );
}
