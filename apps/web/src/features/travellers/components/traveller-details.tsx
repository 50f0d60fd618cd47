import type { Traveller } from '@tarmac/shared';
import { formatDateTime } from '../../../lib/format-date';

const rows: { label: string; value: (traveller: Traveller) => string }[] = [
  { label: 'Name', value: (t) => t.name },
  { label: 'Email', value: (t) => t.email },
  { label: 'Primary mobile', value: (t) => t.primaryMobile },
  { label: 'Secondary mobile', value: (t) => t.secondaryMobile },
  { label: 'Blood group', value: (t) => t.bloodGroup },
  { label: 'Weight', value: (t) => (t.weightKg === null ? '' : `${t.weightKg} kg`) },
  { label: 'Saved', value: (t) => formatDateTime(t.createdAt) },
];

export function TravellerDetails({ traveller }: { traveller: Traveller }) {
  return (
    <dl className="mb-0">
      {rows.map((row) => {
        const value = row.value(traveller);
        return (
          <div key={row.label} className="row">
            <dt className="col-sm-4 text-body-secondary fw-normal">{row.label}</dt>
            <dd className="col-sm-8 text-break">{value || <span className="text-body-secondary">Not given</span>}</dd>
          </div>
        );
      })}
    </dl>
  );
}
