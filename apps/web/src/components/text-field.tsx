import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, plainControlProps } from './field-frame';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'size' | 'value'> & {
  value?: string | number;
  id: string;
  label: string;
  error?: string;
  hint?: string;
  groupClassName?: string;
};

/** A labelled text input with hint and error; spread react-hook-form's `register(...)` into it. */
export function TextField({ id, label, error, hint, groupClassName, className = '', ...input }: TextFieldProps) {
  const { invalid, ...control } = plainControlProps(id, error, hint);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={groupClassName}>
      <input {...input} {...control} className={`form-control${invalid ? ' is-invalid' : ''} ${className}`.trim()} />
    </FieldFrame>
  );
}
