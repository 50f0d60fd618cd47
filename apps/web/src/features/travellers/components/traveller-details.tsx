import type { Traveller } from '@tarmac/shared';
import { DetailsList, type DetailRow } from '../../../components/details-list';
import { formatDateTime } from '../../../lib/format-date';
import { t as translate } from '../../../i18n/i18n';

/** Labels are message ids, read at render time. */
const rows: DetailRow<Traveller>[] = [
  { label: 'passenger.title', value: (t) => t.title },
  { label: 'travellers.name', value: (t) => t.name },
  { label: 'passenger.dateOfBirth', value: (t) => t.dateOfBirth },
  { label: 'passenger.passportNumber', value: (t) => t.passportNumber },
  { label: 'passenger.passportExpiry', value: (t) => t.passportExpiry },
  { label: 'passenger.nationality', value: (t) => t.nationality },
  { label: 'travellers.email', value: (t) => t.email },
  { label: 'travellers.primaryMobile', value: (t) => t.primaryMobile },
  { label: 'travellers.secondaryMobile', value: (t) => t.secondaryMobile },
  { label: 'travellers.bloodGroup', value: (t) => t.bloodGroup },
  { label: 'travellers.weight', value: (t) => (t.weightKg === null ? '' : translate('travellers.weightValue', { weight: t.weightKg })) },
  { label: 'travellers.saved', value: (t) => formatDateTime(t.createdAt) },
];

export function TravellerDetails({ traveller }: { traveller: Traveller }) {
  return <DetailsList item={traveller} rows={rows.map((row) => ({ ...row, label: translate(row.label) }))} />;
}
