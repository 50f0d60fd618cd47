import { TRAVELLERS_MAX, TRAVELLERS_MIN, formatAmount, type Party } from '@tarmac/shared';
import { controlAttributes, FieldLabel } from './field-parts';
import { t } from '../../../i18n/i18n';

const upTo = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * Travellers, One to Nine (SPEC §2, §9: the seated ones), and beside them how many of those are children
 * (2–11) and how many infants under two sit on an adult's lap (issue 35), so the results price the party.
 * Fewer travellers keep at least one adult, and no more infants than adults.
 */
export function TravellersSelect({ id, value, onChange }: { id: string; value: Party; onChange: (value: Party) => void }) {
  const set = (next: Partial<Party>) => {
    const p = { ...value, ...next };
    const children = Math.min(p.children, p.travellers - 1);
    onChange({ travellers: p.travellers, children, infants: Math.min(p.infants, p.travellers - children) });
  };
  const select = (key: keyof Party, label: string, counts: number[], text: (n: number) => string, control = `${id}-${key}`) => (
    <div className="party-part">
      <FieldLabel id={control}>{label}</FieldLabel>
      <select value={value[key]} onChange={(event) => set({ [key]: Number(event.currentTarget.value) })} {...controlAttributes(control, 'form-select')}>
        {counts.map((count) => (
          <option key={count} value={count}>
            {text(count)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="d-flex align-items-end gap-2 party-select">
      {select('travellers', t('search.travellers'), upTo(TRAVELLERS_MIN, TRAVELLERS_MAX), (count) => t('search.travellerCount', { count }), id)}
      {select('children', t('search.children'), upTo(0, value.travellers - 1), formatAmount)}
      {select('infants', t('search.infants'), upTo(0, value.travellers - value.children), formatAmount)}
    </div>
  );
}
