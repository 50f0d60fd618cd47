import type { ReactNode } from 'react';
import type { LocationOption } from '../use-location-options';
import { controlAttributes, FieldError, FieldLabel } from './field-parts';
import { t } from '../../../i18n/i18n';

interface LocationSelectProps {
  id: string;
  label: ReactNode;
  options: LocationOption[] | undefined;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A From or To select: 'Loading...' while the lists load, 'No options' when there are none (SPEC §8). */
export function LocationSelect({ id, label, options, value, onChange, error }: LocationSelectProps) {
  const first = t(options === undefined ? 'search.optionsLoading' : options.length === 0 ? 'search.noOptions' : 'search.selectPlace');
  return (
    <div>
      <FieldLabel id={id}>{label}</FieldLabel>
      <select value={value} onChange={(event) => onChange(event.currentTarget.value)} {...controlAttributes(id, 'form-select', error)}>
        <option value="">{first}</option>
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
