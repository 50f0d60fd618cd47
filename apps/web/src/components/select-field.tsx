import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, plainControlProps } from './field-frame';

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'size'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  groupClassName?: string;
};

/** A labelled select with hint and error; the options are its children. */
export function SelectField({ id, label, error, hint, groupClassName, className = '', children, ...select }: SelectFieldProps) {
  const { invalid, ...control } = plainControlProps(id, error, hint);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={groupClassName}>
      <select {...select} {...control} className={`form-select${invalid ? ' is-invalid' : ''} ${className}`.trim()}>
        {children}
      </select>
    </FieldFrame>
  );
}
