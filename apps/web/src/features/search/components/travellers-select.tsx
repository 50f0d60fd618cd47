import { TRAVELLERS_MAX, TRAVELLERS_MIN } from '@tarmac/shared';
import { controlAttributes, FieldLabel } from './field-parts';
import { t } from '../../../i18n/i18n';


/** Travellers, One to Nine (SPEC §2, §9). */
export function TravellersSelect({ id, value, onChange }: { id: string; value: number; onChange: (value: number) => void }) {
  const counts = Array.from({ length: TRAVELLERS_MAX - TRAVELLERS_MIN + 1 }, (_, index) => TRAVELLERS_MIN + index);
  return (
    <div>
      <FieldLabel id={id}>{t('search.travellers')}</FieldLabel>
      <select value={value} onChange={(event) => onChange(Number(event.currentTarget.value))} {...controlAttributes(id, 'form-select')}>
        {counts.map((count) => (
          <option key={count} value={count}>
            {t('search.travellerCount', { count })}
          </option>
        ))}
      </select>
    </div>
  );
}
