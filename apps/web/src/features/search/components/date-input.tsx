import type { ReactNode } from 'react';
import { controlAttributes, FieldError, FieldLabel } from './field-parts';

interface DateInputProps {
  id: string;
  label: ReactNode;
  value: string;
  min?: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A labelled date field of the search panel. */
export function DateInput({ id, label, value, min, onChange, error }: DateInputProps) {
  return (
    <div>
      <FieldLabel id={id}>{label}</FieldLabel>
      <input type="date" value={value} min={min} onChange={(event) => onChange(event.currentTarget.value)} {...controlAttributes(id, 'form-control', error)} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Today as YYYY-MM-DD in the visitor's calendar: the earliest date worth searching. */
export function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
