import type { Traveller } from '@tarmac/shared';
import { DetailsList, type DetailRow } from '../../../components/details-list';
import { formatDateTime } from '../../../lib/format-date';

const rows: DetailRow<Traveller>[] = [
  { label: 'Name', value: (t) => t.name },
  { label: 'Email', value: (t) => t.email },
  { label: 'Primary mobile', value: (t) => t.primaryMobile },
  { label: 'Secondary mobile', value: (t) => t.secondaryMobile },
  { label: 'Blood group', value: (t) => t.bloodGroup },
  { label: 'Weight', value: (t) => (t.weightKg === null ? '' : `${t.weightKg} kg`) },
  { label: 'Saved', value: (t) => formatDateTime(t.createdAt) },
];

export function TravellerDetails({ traveller }: { traveller: Traveller }) {
  return <DetailsList item={traveller} rows={rows} />;
}
