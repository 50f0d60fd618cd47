import type { Ref } from 'react';
import { SelectField } from './select-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface OptionsSelectProps {
  id: string;
  label: string;
  /** Undefined while the options load. */
  options: SelectOption[] | undefined;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLSelectElement>;
  error?: string;
}

/**
 * A controlled select over options read from the server: 'Loading...' while they load and 'No options'
 * when there are none (SPEC §8). Controlled, so a stored value shows once its option arrives.
 */
export function OptionsSelect({ options, placeholder, value, onChange, ...field }: OptionsSelectProps) {
  const first = options === undefined ? 'Loading...' : options.length === 0 ? 'No options' : placeholder;
  return (
    <SelectField {...field} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
      <option value="">{first}</option>
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
