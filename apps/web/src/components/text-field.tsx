import type { ComponentPropsWithRef } from 'react';
import { Form } from 'react-bootstrap';
import { controlProps, FormField } from './form-field';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'size' | 'value'> & {
  value?: string | number;
  id: string;
  label: string;
  error?: string;
  hint?: string;
  groupClassName?: string;
};

/** A labelled text input with hint and error; spread react-hook-form's `register(...)` into it. */
export function TextField({ id, label, error, hint, groupClassName, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={groupClassName}>
      <Form.Control {...input} {...controlProps(id, error, hint)} />
    </FormField>
  );
}
